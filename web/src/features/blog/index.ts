export type { Article, ArticleWithBody, Block, TocItem } from './types';
export { articlesQuery, loadArticles, useArticles } from './api/get-articles';
export { articleQuery, fetchArticle, loadArticle, useArticle } from './api/get-article';
export { ArticlePage } from './components/article-page';
export { BlogList } from './components/blog-list';
