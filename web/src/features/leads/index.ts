export { LeadForm } from './components/lead-form';
export type { LeadSource } from './components/lead-form';
export { captureAttribution, currentAttribution } from './attribution';
