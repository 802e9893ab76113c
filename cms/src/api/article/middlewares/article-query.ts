import type { Context, Next } from 'koa';
import { parsePublicFields, parsePublicSort, type PublicListRules } from '../../../utils/public-list-query';

/**
 * Public article reads are fixed on the server: published versions only (a `status=draft` query is
 * ignored), cover and related articles populated, newest publication first unless `sort` names an allowed order.
 * The list leaves out the body; `fields` narrows within the public set (anything else is a 400, see
 * utils/public-list-query).
 */
const LIST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'category',
  'published_date',
  'reading_time',
  'featured',
  'cover_alt',
  'seo_description',
  'createdAt',
  'updatedAt',
  'publishedAt',
];

const rules = (withBody: boolean): PublicListRules => ({
  sortable: ['published_date', 'title', 'category', 'reading_time', 'createdAt', 'updatedAt', 'publishedAt'],
  selectable: withBody ? [...LIST_FIELDS, 'body'] : LIST_FIELDS,
  defaultSort: ['published_date:desc', 'id:desc'],
});

export default (config: { withBody?: boolean }) => async (ctx: Context, next: Next) => {
  const accepted = rules(Boolean(config?.withBody));
  const fields = parsePublicFields(ctx.query.fields, accepted);
  ctx.query = {
    filters: ctx.query.filters,
    pagination: ctx.query.pagination,
    status: 'published',
    populate: { cover: true, related: { fields: ['title', 'slug'] } },
    sort: parsePublicSort(ctx.query.sort, accepted),
    ...(fields ? { fields } : config?.withBody ? {} : { fields: LIST_FIELDS }),
  };
  await next();
};
