export { BookingsTab, LeadsTab } from './components/lazy-tabs';
export { downloadCsv } from './lib/csv';
