export { LeadForm } from './components/deferred-lead-form';
export type { LeadSource } from './components/lead-form';
export { captureAttribution, currentAttribution } from './attribution';
