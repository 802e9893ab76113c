import type { PublishedListRules } from '../../utils/published-list-query';

const OWN = ['quote', 'author_name', 'author_role', 'company', 'featured', 'display_order', 'is_published', 'createdAt', 'updatedAt'];

/** What a testimonial read may ask (docs/public-api.md): its own fields, and its case by slug only. */
export const TESTIMONIAL_QUERY: PublishedListRules = {
  sortable: ['featured', 'display_order', 'author_name', 'company', 'createdAt', 'updatedAt'],
  selectable: OWN,
  filterable: [...OWN, 'case.slug'],
  defaultSort: ['display_order:asc', 'createdAt:asc', 'id:asc'],
  populate: { photo: true, case: { fields: ['title', 'slug', 'is_published'] } },
};
