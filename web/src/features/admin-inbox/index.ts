export { LeadsTab } from './components/leads-tab';
export { BookingsTab } from './components/bookings-tab';
export { buildCsv, downloadCsv } from './lib/csv';
