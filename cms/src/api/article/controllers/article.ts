import { factories } from '@strapi/strapi';
import { articleInputSchema, articlePatchSchema, type ArticleInput } from '@alicerce/domain';
import { assertSlugFree, findForEditor, listForEditor, storedFields } from '../../../utils/article-editor';
import { resolveMediaUrls } from '../../../utils/media-urls';
import { validateInput } from '../../../utils/validate-input';
import { assertCoreController, sanitizedEntry, type Entry } from '../../../utils/core-controller';
import { articleServiceOf } from '../services/article';
import { createData, type DocumentFields } from '../../../utils/document-fields';

const UID = 'api::article.article';

export default factories.createCoreController(UID, ({ strapi }) => {
  const withUrls = (entry: Entry) => ({ ...entry, cover: resolveMediaUrls(strapi, entry.cover) });
  const documents = () => strapi.documents(UID);

  return {
    async find(ctx) {
      const response = await super.find(ctx);
      return { ...response, data: response.data.map(withUrls) };
    },

    /** GET /api/articles/slug/:slug — one published article with its body, or 404. */
    async findBySlug(ctx) {
      assertCoreController(this);
      const sanitizedQuery = await this.sanitizeQuery(ctx);
      const entry = await strapi.documents(UID).findFirst({ ...sanitizedQuery, filters: { slug: ctx.params.slug } });
      if (!entry) return ctx.notFound('Artigo não encontrado');
      ctx.body = { data: withUrls(await sanitizedEntry(this, entry, ctx)) };
    },

    /** GET /api/articles/editor — the dashboard's list: drafts, scheduled and published articles. */
    async listForEditor(ctx) {
      ctx.body = await listForEditor(strapi, ctx.query);
    },

    /** GET /api/articles/editor/:documentId — one article for the editor (body in Markdown). */
    async findForEditor(ctx) {
      const data = await findForEditor(strapi, ctx.params.id);
      if (!data) return ctx.notFound('Artigo não encontrado');
      ctx.body = { data };
    },

    /** POST /api/articles — the dashboard's new article: validated with the shared rules, then drafted, published or scheduled. */
    async create(ctx) {
      const valid = validateInput(articleInputSchema, ctx.request.body?.data);
      await assertSlugFree(strapi, valid.slug);
      const data: DocumentFields = { ...(await storedFields(strapi, valid)), published_date: new Date().toISOString().slice(0, 10) };
      const created = await documents().create({ data: createData(UID, data) });
      await articleServiceOf(strapi).applyPublication(created.documentId, valid.publication, valid.scheduled_at);
      ctx.status = 201;
      ctx.body = { data: await findForEditor(strapi, created.documentId) };
    },

    /** PUT /api/articles/:documentId — any subset of the fields, and/or a new `publication`. */
    async update(ctx) {
      const documentId = ctx.params.id;
      const payload = ctx.request.body?.data;
      const valid = validateInput(articlePatchSchema, payload);
      if (!(await documents().findOne({ documentId, fields: ['documentId'] }))) return ctx.notFound('Artigo não encontrado');
      // Only what was sent changes (the schema's defaults are for new articles).
      const sent: Partial<ArticleInput> = Object.fromEntries(Object.entries(valid).filter(([key]) => key in (payload ?? {})));
      await assertSlugFree(strapi, sent.slug, documentId);
      const data = await storedFields(strapi, sent, documentId);
      if (Object.keys(data).length > 0) await documents().update({ documentId, data });
      if (sent.publication) await articleServiceOf(strapi).applyPublication(documentId, sent.publication, sent.scheduled_at);
      ctx.body = { data: await findForEditor(strapi, documentId) };
    },
  };
});
