export type { CtaContent, HeroContent, PageSections, PageSlug } from './types';
export { loadPageSections } from './api/get-page-sections';
export { pageSection } from './api/page-section';

export { EditModeProvider, useEditMode } from './edit-mode/edit-mode-context';
export { EditModeToggleLoader as EditModeToggle } from './edit-mode/edit-mode-toggle-loader';
export { EditableSection } from './edit-mode/editable-section';
