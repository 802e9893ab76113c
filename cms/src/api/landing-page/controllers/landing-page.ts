import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import {
  LANDING_PAGE_MESSAGES,
  LIMITS,
  isLandingPageEnded,
  landingPageInputSchema,
  landingPagePatchSchema,
  landingPromoteSchema,
  promoteLandingVariant,
  promotionRefusedMessage,
  promotionShortfall,
  type LandingPageInput,
} from '@alicerce/domain';
import { errors } from '@strapi/utils';
import { assertLoadedVersion } from '../../../editing/conflict';
import { assertImageFiles } from '../../../utils/image-files';
import { createData, type DocumentFields } from '../../../utils/document-fields';
import { canSeeUnpublished, isVisibleTo } from '../../../utils/unpublished-access';
import { validateInput } from '../../../utils/validate-input';
import type { Entry } from '../../../utils/core-controller';
import { landingPageServiceOf, pageImages, storedBlocks, storedEnd, storedFields } from '../services/landing-page';
import { landingArmsEver } from '../../results/services/landing-variants';
import { adminOnlyRefusal, withoutPrivateFields } from '../admin-only-fields';
import { assertPageWebhook } from '../page-webhook';

const UID = 'api::landing-page.landing-page';

/**
 * Landing pages (domain/src/landing-page.ts has the REST contract): reads through the route's landing-page-query
 * middleware (published and not ended for the public), writes validated whole with the shared rules — a patch is
 * merged into the stored page and the result must be a valid page, so nothing half-valid is ever stored.
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const documents = () => strapi.documents(UID);
  const service = () => landingPageServiceOf(strapi);
  const gone = (ctx: Context) => {
    ctx.status = 410;
    ctx.body = { data: null, error: { status: 410, name: 'GoneError', message: LANDING_PAGE_MESSAGES.ended } };
  };
  /** One page as its reader may see it: 404 unknown or unpublished (public), 410 ended (public). */
  const answerOne = async (ctx: Context, entry: Entry | null) => {
    if (!entry || !isVisibleTo(ctx, entry)) return ctx.notFound(LANDING_PAGE_MESSAGES.notFound);
    if (!canSeeUnpublished(ctx) && isLandingPageEnded(storedEnd(entry))) return gone(ctx);
    ctx.body = { data: withoutPrivateFields(ctx, await service().present(entry)) };
  };
  const checkWrite = async (page: LandingPageInput, stored: Entry | null) => {
    await service().assertSlugFree(page.slug, stored ? String(stored.documentId) : undefined);
    await assertPageWebhook(strapi, page, stored);
    await assertImageFiles(
      strapi,
      pageImages(page).filter((ref): ref is number => typeof ref === 'number'),
    );
  };
  const saved = async (ctx: Context, documentId: string, status = 200) => {
    const entry = await documents().findOne({ documentId });
    if (!entry) return ctx.notFound(LANDING_PAGE_MESSAGES.notFound);
    ctx.status = status;
    ctx.body = { data: await service().present(entry) };
  };

  return {
    async find(ctx) {
      const response = await super.find(ctx);
      return {
        ...response,
        data: await Promise.all(response.data.map(async (entry: Entry) => withoutPrivateFields(ctx, await service().present(entry)))),
      };
    },

    async findOne(ctx) {
      await answerOne(ctx, await documents().findOne({ documentId: ctx.params.id }));
    },

    /** GET /api/landing-pages/by-slug/:slug */
    async findBySlug(ctx) {
      await answerOne(ctx, await documents().findFirst({ filters: { slug: String(ctx.params.slug) } }));
    },

    async create(ctx) {
      const page = validateInput(landingPageInputSchema, ctx.request.body?.data);
      const refusal = adminOnlyRefusal(ctx, page, null);
      if (refusal) return ctx.forbidden(refusal);
      await checkWrite(page, null);
      const created = await documents().create({ data: createData(UID, page) });
      await saved(ctx, created.documentId, 201);
    },

    /** PUT: the fields sent replace the stored ones; the merged page must be valid (e.g. publishing needs consent text). */
    async update(ctx) {
      const documentId = ctx.params.id;
      const payload = ctx.request.body?.data;
      const stored = await documents().findOne({ documentId });
      if (!stored) return ctx.notFound(LANDING_PAGE_MESSAGES.notFound);
      const patch = validateInput(landingPagePatchSchema, payload);
      const sent = Object.fromEntries(Object.entries(patch).filter(([key]) => key in (payload ?? {})));
      const page = validateInput(landingPageInputSchema, { ...storedFields(stored), ...sent });
      const refusal = adminOnlyRefusal(ctx, sent, stored);
      if (refusal) return ctx.forbidden(refusal);
      await checkWrite(page, stored);
      const fields: DocumentFields = page;
      await documents().update({ documentId, data: fields });
      await saved(ctx, documentId);
    },

    async delete(ctx) {
      const documentId = ctx.params.id;
      if (!(await documents().findOne({ documentId, fields: ['documentId'] }))) return ctx.notFound(LANDING_PAGE_MESSAGES.notFound);
      await documents().delete({ documentId });
      ctx.status = 204;
    },

    /**
     * POST /api/landing-pages/:documentId/promote `{ variant }` — 'Promover vencedora': that variant becomes the only hero
     * (as a); 409 with what is missing, and nothing changed, while the original or that variant lacks data.
     */
    async promote(ctx) {
      const documentId = ctx.params.id;
      const { variant } = validateInput(landingPromoteSchema, ctx.request.body ?? {});
      const stored = await documents().findOne({ documentId });
      if (!stored) return ctx.notFound(LANDING_PAGE_MESSAGES.notFound);
      const promoted = promoteLandingVariant(storedBlocks(stored), variant);
      if ('error' in promoted) throw new errors.ValidationError(promoted.error);
      // Only a winner the data can name: both arms past the minimum (the domain's rule, as the dashboard reads it).
      const arms = await landingArmsEver(strapi, String(stored.slug));
      const shortfall = promotionShortfall(variant, arms.a, arms[variant]);
      if (shortfall) return ctx.conflict(promotionRefusedMessage(shortfall));
      const page = validateInput(landingPageInputSchema, { ...storedFields(stored), blocks: promoted.blocks });
      const fields: DocumentFields = page;
      await documents().update({ documentId, data: fields });
      await saved(ctx, documentId);
    },

    /** POST /api/landing-pages/:documentId/duplicate — a draft copy with a free `<slug>-copia[-n]`. */
    async duplicate(ctx) {
      const source = await documents().findOne({ documentId: ctx.params.id });
      if (!source) return ctx.notFound(LANDING_PAGE_MESSAGES.notFound);
      await assertLoadedVersion(strapi, UID, source.documentId);
      const title = `${source.title} (cópia)`.slice(0, LIMITS.landing.title);
      const data = { ...storedFields(source), title, slug: await service().copySlug(String(source.slug)), is_published: false };
      const created = await documents().create({ data: createData(UID, validateInput(landingPageInputSchema, data)) });
      await saved(ctx, created.documentId, 201);
    },
  };
});
