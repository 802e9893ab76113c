export type { Article, ArticleWithBody, Block, TocItem } from './types';
export { loadArticles } from './api/get-articles';
export { fetchArticle, loadArticle } from './api/get-article';
export { ArticlePage } from './components/article-page';
export { BlogList } from './components/blog-list';
export { ArticleBody } from './components/article-body';
export { ArticleHeader } from './components/article-header';
export { TableOfContents } from './components/table-of-contents';
export { tableOfContents } from './lib/headings';
