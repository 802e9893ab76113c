import type { Context, Next } from 'koa';
import { publishedListQuery } from '../../../utils/published-list-query';
import { canSeeUnpublished } from '../../../utils/unpublished-access';

const OWN = ['title', 'slug', 'seo_title', 'seo_description', 'noindex', 'is_published', 'ends_at', 'createdAt', 'updatedAt'];

const readRules = publishedListQuery({
  sortable: ['title', 'slug', 'ends_at', 'createdAt', 'updatedAt'],
  selectable: [...OWN, 'blocks', 'og_image'],
  filterable: OWN,
  defaultSort: ['updatedAt:desc', 'id:desc'],
  populate: {},
});

/**
 * Landing page reads: the published-list rules of the proof types (utils/published-list-query: published only for the
 * public, every page for an editor or admin asking `?unpublished=include`), and for the public no page whose end date
 * has passed.
 */
export default () => async (ctx: Context, next: Next) =>
  readRules(ctx, async () => {
    if (!canSeeUnpublished(ctx)) {
      const notEnded = { $or: [{ ends_at: { $null: true } }, { ends_at: { $gt: new Date().toISOString() } }] };
      ctx.query = { ...ctx.query, filters: { $and: [ctx.query.filters, notEnded] } };
    }
    await next();
  });
