import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { parseInput } from '@alicerce/domain';
import { assertImageFiles } from './image-files';
import { resolveMediaUrls } from './media-urls';
import { canSeeUnpublished, isVisibleTo } from './unpublished-access';
import { validateInput } from './validate-input';
import type { Entry } from './core-controller';

type Schema = Parameters<typeof parseInput>[0];

export type ProofControllerOptions = {
  input: Schema;
  patch: Schema;
  /** The single-image media fields (photo, logo): their ids are checked on writes, their URLs made absolute on reads. */
  media: readonly string[];
  /** What every read and write answer carries (the same as the route's list middleware). */
  populate: Record<string, unknown>;
  /** '… não encontrado' for a missing or (to the public) unpublished row. */
  notFound: string;
  /** Further checks of a valid write (a related row exists). */
  check?: (strapi: Core.Strapi, data: Entry) => Promise<void>;
  /** The answer's shape of one entry, given whether the caller may see unpublished rows. */
  present?: (entry: Entry, seesUnpublished: boolean) => Entry;
};

/**
 * The controller of a content type of the site's proof (testimonials, clients, team members): core reads with
 * absolute media URLs and no unpublished row for the public (the route's publishedListQuery decides who sees them),
 * and writes validated with the shared rules of `domain/` (400 with the first pt-BR message, nothing stored),
 * storing only the fields the rules know — on an update only those sent.
 */
export function proofController(uid: UID.CollectionType, options: ProofControllerOptions) {
  return factories.createCoreController(uid, ({ strapi }) => {
    const documents = () => strapi.documents(uid);
    const shape = (entry: Entry, seesUnpublished: boolean) => {
      const withUrls = { ...entry, ...Object.fromEntries(options.media.map((field) => [field, resolveMediaUrls(strapi, entry[field])])) };
      return options.present ? options.present(withUrls, seesUnpublished) : withUrls;
    };
    const exists = async (documentId: string) => Boolean(await documents().findOne({ documentId, fields: ['documentId'] }));
    const validWrite = async (ctx: Context, schema: Schema) => {
      const payload = ctx.request.body?.data;
      // `schema` is any of the proof types' z.object schemas, typed as zod's base type: its output is such an object.
      const valid = validateInput(schema, payload) as Entry;
      const sent = Object.fromEntries(Object.entries(valid).filter(([key]) => schema === options.input || key in (payload ?? {})));
      // The media fields' schema (domain's mediaId) lets through a positive integer, null or nothing.
      await assertImageFiles(
        strapi,
        options.media.map((field) => sent[field]).map((id) => (typeof id === 'number' ? id : null)),
      );
      await options.check?.(strapi, sent);
      ctx.request.body = { data: sent };
      ctx.query = { ...ctx.query, populate: options.populate };
    };

    return {
      async find(ctx) {
        const response = await super.find(ctx);
        return { ...response, data: response.data.map((entry: Entry) => shape(entry, canSeeUnpublished(ctx))) };
      },

      async findOne(ctx) {
        const response = await super.findOne(ctx);
        if (!isVisibleTo(ctx, response?.data)) return ctx.notFound(options.notFound);
        return { ...response, data: shape(response.data, canSeeUnpublished(ctx)) };
      },

      async create(ctx) {
        await validWrite(ctx, options.input);
        const response = await super.create(ctx);
        return { ...response, data: shape(response.data, true) };
      },

      async update(ctx) {
        if (!(await exists(ctx.params.id))) return ctx.notFound(options.notFound);
        await validWrite(ctx, options.patch);
        const response = await super.update(ctx);
        return { ...response, data: shape(response.data, true) };
      },

      async delete(ctx) {
        if (!(await exists(ctx.params.id))) return ctx.notFound(options.notFound);
        return super.delete(ctx);
      },
    };
  });
}
