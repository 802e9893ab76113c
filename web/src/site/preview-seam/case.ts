/** The case card, for the dashboard's case preview (admin/previews/case-preview.tsx). */
export { CaseCard, type Media } from '../features/cases';
