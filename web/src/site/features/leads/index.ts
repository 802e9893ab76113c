export { LeadForm } from './components/lead-form';
export type { LeadSource } from './lead-source';
