import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { BULK_MAX } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { LandingPagesPage } from '../types';

import { landingPageListParams, type LandingPageListQuery } from './landing-page-list-params';

/** One page of GET /api/landing-pages as an editor: drafts too, searched and cut by the CMS. */
export async function fetchLandingPages(query: LandingPageListQuery): Promise<LandingPagesPage> {
  return (await api.get<LandingPagesPage>('/landing-pages', { params: landingPageListParams(query) })).data;
}

/** Keeps the page on screen while the next one (another search or page) loads. */
export const landingPagesQuery = (query: LandingPageListQuery) =>
  queryOptions({ queryKey: ['landing-pages', 'list', query], queryFn: () => fetchLandingPages(query), placeholderData: keepPreviousData });

/** Every page matching the list's search (up to BULK_MAX, the bulk cap), with its version: 'Selecionar todos os N do filtro'. */
export async function fetchMatchingLandingRows(query: LandingPageListQuery) {
  const params = { ...landingPageListParams({ ...query, page: 1 }), 'pagination[pageSize]': BULK_MAX };
  const page = (await api.get<LandingPagesPage>('/landing-pages', { params })).data;
  return page.data.map(({ documentId, version }) => ({ documentId, version }));
}
