/** The article page's parts, for the dashboard's article preview (admin/previews/article-preview.tsx). */
export { ArticleBody, ArticleHeader, TableOfContents, tableOfContents, type Block } from '../features/blog';
