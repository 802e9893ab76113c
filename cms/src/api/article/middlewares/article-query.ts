/**
 * Public article reads are fixed on the server: published versions only (a `status=draft` query is
 * ignored), cover and related articles populated, newest publication first. The list leaves out the body.
 */
const LIST_FIELDS = ['title', 'slug', 'excerpt', 'category', 'published_date', 'reading_time', 'featured', 'cover_alt', 'seo_description', 'createdAt', 'updatedAt', 'publishedAt'];

export default (config: { withBody?: boolean }) => async (ctx, next) => {
  ctx.query = {
    filters: ctx.query.filters,
    pagination: ctx.query.pagination,
    status: 'published',
    populate: { cover: true, related: { fields: ['title', 'slug'] } },
    sort: ['published_date:desc', 'id:desc'],
    ...(config?.withBody ? {} : { fields: LIST_FIELDS }),
  };
  await next();
};
