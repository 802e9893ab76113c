// Public cases: the /cases showcase (filters, cards, dialog, lightbox) and each case's own page.
export type { Case, Media } from './types';
export { fetchCase, loadCase, loadCases } from './api/get-cases';
export { CaseCard } from './components/case-card';
export { CasePage } from './components/case-page';
export { CasesShowcase } from './components/cases-showcase';
export { defaultCasesCta, defaultCasesHero } from './content/page-sections';
export { mainImage } from './lib/case-images';
