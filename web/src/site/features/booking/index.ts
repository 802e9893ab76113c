export { BookingFlow } from './components/booking-flow';
