import { keepPreviousData, queryOptions } from '@tanstack/react-query';

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
