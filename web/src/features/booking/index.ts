export { BookingFlow } from './components/deferred-booking-flow';
