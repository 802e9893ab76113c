export { BookingsTab, LeadsTab } from './components/lazy-tabs';
