export { PageContentTab } from './components/page-content-tab';
export { SectionEditorScreen, type RenderSectionPreview } from './components/section-editor';
export { isPageSlug, sectionHref } from './lib/section-href';
