/** What the editor asked the landing pages list for; every part is applied by the CMS. */
export type LandingPageListQuery = { search: string; page: number };

export const LANDING_PAGE_LIST_PAGE_SIZE = 10;

export const initialLandingPageListQuery: LandingPageListQuery = { search: '', page: 1 };

/** Strapi's REST parameters: every page (drafts and ended ones too), searched in title and slug, newest change first, one page. */
export function landingPageListParams({ search, page }: LandingPageListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    unpublished: 'include',
    sort: 'updatedAt:desc',
    'pagination[page]': page,
    'pagination[pageSize]': LANDING_PAGE_LIST_PAGE_SIZE,
  };
  const text = search.trim();
  if (text) ['title', 'slug'].forEach((field, index) => (params[`filters[$or][${index}][${field}][$containsi]`] = text));
  return params;
}
