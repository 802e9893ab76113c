import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { caseInputSchema, casePatchSchema } from '@alicerce/domain';
import { assertSlugNotTrashed } from '../../../editing/trash';
import { validateInput } from '../../../utils/validate-input';
import { resolveCaseMedia } from '../../../utils/media-urls';
import { isVisibleTo } from '../../../utils/unpublished-access';

const UID = 'api::case.case';

export default factories.createCoreController(UID, ({ strapi }) => {
  const assertSlugFree = async (slug: string | undefined, documentId?: string) => {
    if (!slug) return;
    const clash = await strapi.documents(UID).findFirst({ filters: { slug }, fields: ['documentId'] });
    if (clash && clash.documentId !== documentId) throw new errors.ValidationError('Slug já está em uso por outro case');
    await assertSlugNotTrashed(strapi, UID, slug);
  };

  return {
    async find(ctx) {
      const response = await super.find(ctx);
      return { ...response, data: response.data.map((entry: Record<string, unknown>) => resolveCaseMedia(strapi, entry)) };
    },

    async findOne(ctx) {
      const response = await super.findOne(ctx);
      // Who may read an unpublished case: utils/unpublished-access.ts (decided by the route's case-populate middleware).
      if (!isVisibleTo(ctx, response?.data)) return ctx.notFound('Case não encontrado');
      return { ...response, data: resolveCaseMedia(strapi, response.data) };
    },

    async create(ctx) {
      const body = ctx.request.body ?? {};
      const valid = validateInput(caseInputSchema, body.data);
      await assertSlugFree(valid.slug);
      ctx.request.body = { ...body, data: { ...body.data, ...valid } };
      return super.create(ctx);
    },

    async update(ctx) {
      const body = ctx.request.body ?? {};
      const valid = validateInput(casePatchSchema, body.data);
      // Only the fields the request sent: the patch schema still carries the input's defaults (is_published: true),
      // which would publish a draft saved without the flag.
      const sent = Object.fromEntries(Object.entries(valid).filter(([key]) => key in body.data));
      await assertSlugFree(valid.slug, ctx.params.id);
      ctx.request.body = { ...body, data: { ...body.data, ...sent } };
      return super.update(ctx);
    },
  };
});
