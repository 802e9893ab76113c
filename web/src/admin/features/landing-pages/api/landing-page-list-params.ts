import { HOME_ENDING_DAYS } from '@alicerce/domain';

/**
 * What the editor asked the landing pages list for; every part is applied by the CMS. `ending`: only the published pages
 * that end within HOME_ENDING_DAYS (Início's 'Landing pages encerrando' opens the list so).
 */
export type LandingPageListQuery = { search: string; page: number; ending?: boolean };

export const LANDING_PAGE_LIST_PAGE_SIZE = 10;

export const initialLandingPageListQuery: LandingPageListQuery = { search: '', page: 1 };

/**
 * Strapi's REST parameters: every page (drafts and ended ones too), searched in title and slug, newest change first, one
 * page; with `ending`, the published ones ending soon, the soonest first.
 */
export function landingPageListParams({ search, page, ending = false }: LandingPageListQuery, now = new Date()): Record<string, string | number> {
  const params: Record<string, string | number> = {
    unpublished: 'include',
    sort: ending ? 'ends_at:asc' : 'updatedAt:desc',
    'pagination[page]': page,
    'pagination[pageSize]': LANDING_PAGE_LIST_PAGE_SIZE,
  };
  const text = search.trim();
  if (text) ['title', 'slug'].forEach((field, index) => (params[`filters[$or][${index}][${field}][$containsi]`] = text));
  if (ending) {
    params['filters[$and][0][is_published][$eq]'] = 'true';
    params['filters[$and][1][ends_at][$gt]'] = now.toISOString();
    params['filters[$and][2][ends_at][$lte]'] = new Date(now.getTime() + HOME_ENDING_DAYS * 86_400_000).toISOString();
  }
  return params;
}
