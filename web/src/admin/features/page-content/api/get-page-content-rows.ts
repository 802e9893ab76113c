import { queryOptions } from '@tanstack/react-query';

import type { PageSlug } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { PageContentRow } from '../types';

/** GET /api/page-contents for one page: every section with its type (the admin list). */
export async function fetchPageContentRows(page: PageSlug): Promise<PageContentRow[]> {
  const response = await api.get<{ data: PageContentRow[] }>('/page-contents', {
    params: { 'filters[page_slug][$eq]': page, 'pagination[pageSize]': 100, sort: 'section_key:asc' },
  });
  return response.data.data;
}

/** Under ['page-contents', page], so one invalidation refreshes this list and the public page's sections. */
export const pageContentRowsQuery = (page: PageSlug) =>
  queryOptions({ queryKey: ['page-contents', page, 'rows'], queryFn: () => fetchPageContentRows(page) });
