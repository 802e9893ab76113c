import type { Platform } from '@alicerce/domain';

export const CASE_LIST_SORTS = {
  recentes: { label: 'Mais recentes', sort: 'createdAt:desc' },
  antigos: { label: 'Mais antigos', sort: 'createdAt:asc' },
  'titulo-az': { label: 'Título (A–Z)', sort: 'title:asc' },
  'titulo-za': { label: 'Título (Z–A)', sort: 'title:desc' },
} as const;

export type CaseListSort = keyof typeof CASE_LIST_SORTS;
export type CaseListPublished = 'todos' | 'publicados' | 'rascunhos';

/** What the admin asked the cases list for; every part is applied by the CMS. */
export type CaseListQuery = {
  search: string;
  platform: Platform | '';
  published: CaseListPublished;
  sort: CaseListSort;
  page: number;
};

export const CASE_LIST_PAGE_SIZE = 10;

export const initialCaseListQuery: CaseListQuery = { search: '', platform: '', published: 'todos', sort: 'recentes', page: 1 };

/** Strapi's REST parameters for `query`: search in title, client and segment (any case), filters, sort, one page. */
export function caseListParams(query: Partial<CaseListQuery> = {}): Record<string, string | number> {
  const { search, platform, published, sort, page } = { ...initialCaseListQuery, ...query };
  const params: Record<string, string | number> = {
    sort: CASE_LIST_SORTS[sort].sort,
    'pagination[page]': page,
    'pagination[pageSize]': CASE_LIST_PAGE_SIZE,
  };
  const text = search.trim();
  if (text) {
    ['title', 'client_name', 'segment'].forEach((field, index) => {
      params[`filters[$and][0][$or][${index}][${field}][$containsi]`] = text;
    });
  }
  if (platform) params['filters[$and][1][platform][$eq]'] = platform;
  if (published !== 'todos') params['filters[$and][2][is_published][$eq]'] = String(published === 'publicados');
  return params;
}
