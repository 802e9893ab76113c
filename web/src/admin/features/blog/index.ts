export { BlogTab } from './components/blog-tab';
export { ArticleEditorScreen, type RenderArticlePreview } from './components/article-editor';
