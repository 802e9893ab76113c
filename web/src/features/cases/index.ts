// Public cases showcase (/cases): filters, cards, details dialog, gallery and lightbox.
export type { Case, Media } from './types';
export { casesQuery, fetchCases, useCases } from './api/get-cases';
export { CasesShowcase } from './components/deferred-cases-showcase';
export { defaultCasesCta, defaultCasesHero } from './content/page-sections';
