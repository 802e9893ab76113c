import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';

/**
 * Fixes populate, sort and visibility of case reads on the server, whatever the query asks:
 * media are always resolved, newest first, and anyone but an admin sees published cases only
 * (a filter for unpublished rows is AND-ed with is_published = true, so it yields nothing).
 */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) => {
  return async (ctx, next) => {
    const isAdmin = ctx.state.user?.role?.type === ADMIN_ROLE_TYPE;
    const asked = ctx.query.filters;
    ctx.query = {
      ...ctx.query,
      populate: { image: true, chart: true, gallery: true },
      sort: ['createdAt:desc', 'id:desc'],
      filters: isAdmin ? asked : asked ? { $and: [asked, { is_published: true }] } : { is_published: true },
    };
    await next();
  };
};
