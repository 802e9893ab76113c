import type { PublishedListRules } from '../../utils/published-list-query';

const OWN = ['name', 'website_url', 'display_order', 'is_published', 'createdAt', 'updatedAt'];

/** What a client-logo read may ask (docs/public-api.md). */
export const CLIENT_QUERY: PublishedListRules = {
  sortable: ['display_order', 'name', 'createdAt', 'updatedAt'],
  selectable: OWN,
  filterable: OWN,
  defaultSort: ['display_order:asc', 'createdAt:asc', 'id:asc'],
  populate: { logo: true },
};
