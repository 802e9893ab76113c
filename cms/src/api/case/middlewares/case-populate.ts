import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE, WITH_UNPUBLISHED_CASES } from '@alicerce/domain';

/**
 * Fixes populate, sort and visibility of case reads on the server, whatever the query asks: media are always
 * resolved, newest first, and only published cases are read (a filter for unpublished rows is AND-ed with
 * is_published = true, so it yields nothing). Unpublished cases are read only by an admin whose request asks for
 * them (`?unpublished=include`, the dashboard's list): a signed-in admin reading the public list, as the public pages
 * do, gets exactly what the public gets. The decision is left in `ctx.state.seesUnpublishedCases` for findOne.
 */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) => {
  return async (ctx, next) => {
    const { unpublished, ...query } = ctx.query;
    const seesUnpublished = ctx.state.user?.role?.type === ADMIN_ROLE_TYPE && unpublished === WITH_UNPUBLISHED_CASES.unpublished;
    const asked = query.filters;
    ctx.state.seesUnpublishedCases = seesUnpublished;
    ctx.query = {
      ...query,
      populate: { image: true, chart: true, gallery: true },
      sort: ['createdAt:desc', 'id:desc'],
      filters: seesUnpublished ? asked : asked ? { $and: [asked, { is_published: true }] } : { is_published: true },
    };
    await next();
  };
};
