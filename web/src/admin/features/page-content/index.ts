export { PageContentTab } from './components/page-content-tab';
export type { RenderSectionPreview } from './components/section-form';
