export { LeadForm } from './components/lead-form';
export type { LeadSource } from './components/lead-form';
export { ContactFields, CONTACT_FIELDS, firstFieldError } from './components/contact-fields';
export { captureAttribution, currentAttribution } from './attribution';
