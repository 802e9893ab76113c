export type { CtaContent, HeroContent, PageSections, PageSlug } from './types';
export { loadPageSections } from './api/get-page-sections';
export { pageSection } from './api/page-section';
export { EditableSection } from './edit-mode/editable-section';
