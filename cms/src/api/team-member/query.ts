import type { PublishedListRules } from '../../utils/published-list-query';

const OWN = ['name', 'job_title', 'bio', 'display_order', 'is_published', 'createdAt', 'updatedAt'];

/** What a team-member read may ask (docs/public-api.md). */
export const TEAM_MEMBER_QUERY: PublishedListRules = {
  sortable: ['display_order', 'name', 'createdAt', 'updatedAt'],
  selectable: OWN,
  filterable: OWN,
  defaultSort: ['display_order:asc', 'createdAt:asc', 'id:asc'],
  populate: { photo: true },
};
