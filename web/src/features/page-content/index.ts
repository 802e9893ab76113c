export type { CtaContent, HeroContent, PageSections, PageSlug } from './types';
export { loadPageSections, pageSectionsQuery } from './api/get-page-sections';
export { usePageSection } from './api/use-page-section';
export { EditModeProvider, useEditMode } from './edit-mode/edit-mode-context';
export { EditModeToggleLoader as EditModeToggle } from './edit-mode/edit-mode-toggle-loader';
export { EditableSection } from './edit-mode/editable-section';
