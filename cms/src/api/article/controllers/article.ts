import { factories } from '@strapi/strapi';
import { resolveMediaUrls } from '../../../utils/media-urls';

const UID = 'api::article.article';

export default factories.createCoreController(UID, ({ strapi }) => {
  const withUrls = (entry) => ({ ...entry, cover: resolveMediaUrls(strapi, entry.cover) });

  return {
    async find(ctx) {
      const response = await super.find(ctx);
      return { ...response, data: response.data.map(withUrls) };
    },

    /** GET /api/articles/slug/:slug — one published article with its body, or 404. */
    async findBySlug(ctx) {
      const sanitizedQuery = await this.sanitizeQuery(ctx);
      const entry = await strapi.documents(UID).findFirst({ ...sanitizedQuery, filters: { slug: ctx.params.slug } } as any);
      if (!entry) return ctx.notFound('Artigo não encontrado');
      const data = await this.sanitizeOutput(entry, ctx);
      ctx.body = { data: withUrls(data) };
    },
  };
});
