export { LeadForm } from './components/lead-form';
export type { LeadSource } from './lead-source';
export { captureAttribution, currentAttribution } from './attribution';
