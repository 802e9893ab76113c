export type { CtaContent, HeroContent, PageSections, PageSlug } from './types';
export { loadPageSections, pageSectionsQuery } from './api/get-page-sections';
export { usePageSection } from './api/use-page-section';
