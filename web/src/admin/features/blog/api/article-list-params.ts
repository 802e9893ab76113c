import type { ArticleCategoryName, ArticlePublication } from '@alicerce/domain';

/** What the admin asked the articles list for; the CMS filters and pages it (GET /api/articles/editor). */
export type ArticleListQuery = { busca: string; categoria: ArticleCategoryName | ''; situacao: ArticlePublication | ''; pagina: number };

export const initialArticleListQuery: ArticleListQuery = { busca: '', categoria: '', situacao: '', pagina: 1 };

export const ARTICLE_SITUATION_LABELS: Record<ArticlePublication, string> = { rascunho: 'Rascunho', agendado: 'Agendado', publicado: 'Publicado' };

/** The query string: empty filters are left out. */
export const articleListParams = (query: ArticleListQuery) =>
  Object.fromEntries(Object.entries({ ...query, busca: query.busca.trim() }).filter(([, value]) => value !== ''));
