import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { parsePublicFields, parsePublicSort, type PublicListRules } from '../../../utils/public-list-query';
import { visibleFilters } from '../../../utils/unpublished-access';

const CASE_QUERY: PublicListRules = {
  sortable: ['title', 'client_name', 'segment', 'platform', 'property_type', 'createdAt', 'updatedAt'],
  selectable: [
    'title',
    'slug',
    'client_name',
    'segment',
    'platform',
    'property_type',
    'short_description',
    'challenge',
    'strategy',
    'results',
    'results_series',
    'learning',
    'image_url',
    'image_alt',
    'chart_url',
    'chart_alt',
    'gallery_images',
    'gallery_alts',
    'is_published',
    'createdAt',
    'updatedAt',
  ],
  defaultSort: ['createdAt:desc', 'id:desc'],
};

/**
 * Fixes populate and visibility of case reads on the server, whatever the query asks: media are always
 * resolved, newest first unless `sort` names an allowed order, `fields` within the public set (anything else is a
 * 400, see utils/public-list-query), and only published cases are read (a filter for unpublished rows is AND-ed with
 * is_published = true, so it yields nothing). Unpublished cases are read only by an admin or editor whose request asks for
 * them (`?unpublished=include`, the dashboard's list): a signed-in admin reading the public list, as the public pages
 * do, gets exactly what the public gets (utils/unpublished-access.ts, the one rule; findOne reads the same decision).
 */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const { unpublished: _unpublished, fields: askedFields, sort: askedSort, ...query } = ctx.query;
    const filters = visibleFilters(ctx, query.filters);
    const fields = parsePublicFields(askedFields, CASE_QUERY);
    ctx.query = {
      ...query,
      populate: { image: true, chart: true, gallery: true },
      sort: parsePublicSort(askedSort, CASE_QUERY),
      // findOne answers 404 for an unpublished case, so it always reads the flag.
      ...(fields ? { fields: [...new Set([...fields, 'is_published', 'version'])] } : {}),
      filters,
    };
    await next();
  };
};
