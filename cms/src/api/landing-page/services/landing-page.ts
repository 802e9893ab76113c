import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LANDING_PAGE_FORM_FIELDS, LANDING_PAGE_MESSAGES, LIMITS, landingCopySlug, type LandingBlock } from '@alicerce/domain';
import { assertSlugNotTrashed, isSlugTrashed } from '../../../editing/trash';
import type { Entry } from '../../../utils/core-controller';
import { resolveMediaUrls } from '../../../utils/media-urls';
import { PUBLISHED } from '../../../utils/unpublished-access';

const UID = 'api::landing-page.landing-page';
type ImageRef = number | string | null | undefined;

/** A stored page's blocks: written only through domain's landingPageInputSchema (Strapi types a JSON field as any JSON). */
/** The stored fields of a page (what the input schema knows), as a plain object to merge a patch into. */
export const storedFields = (entry: Entry) => Object.fromEntries(LANDING_PAGE_FORM_FIELDS.map((field) => [field, entry[field] ?? null]));

export const storedBlocks = (entry: { blocks?: unknown }): LandingBlock[] => (Array.isArray(entry.blocks) ? (entry.blocks as LandingBlock[]) : []);

/** A stored page's end, for isLandingPageEnded: the database layer answers a datetime as an ISO string (Strapi's type also allows a Date). */
export const storedEnd = (entry: { ends_at?: unknown }) => ({ ends_at: typeof entry.ends_at === 'string' ? entry.ends_at : null });

/** A stored page's og_image: a media-library file id or an address (landingPageInputSchema). */
const storedImage = (entry: { og_image?: unknown }): ImageRef =>
  typeof entry.og_image === 'number' || typeof entry.og_image === 'string' ? entry.og_image : null;

/** A stored page's owner logo (landingOwnerSchema: a media-library id or an address). */
export const storedOwnerLogo = (entry: { owner?: unknown }): ImageRef => {
  const logo = entry.owner && typeof entry.owner === 'object' ? (entry.owner as { logo?: unknown }).logo : null;
  return typeof logo === 'number' || typeof logo === 'string' ? logo : null;
};

/** Every image a page names: its og_image, its owner's logo, each hero variant's and each gallery item's. */
export function pageImages(page: { og_image?: ImageRef; owner?: unknown; blocks?: LandingBlock[] }): ImageRef[] {
  return [
    page.og_image,
    storedOwnerLogo(page),
    ...(page.blocks ?? []).flatMap((block): ImageRef[] => {
      if (block.type === 'hero') return block.variants.map((variant) => variant.image);
      if (block.type === 'gallery') return block.images.map((item) => item.image);
      return [];
    }),
  ];
}

const TESTIMONIAL_FIELDS = ['documentId', 'quote', 'author_name', 'author_role', 'company'];
const CLIENT_FIELDS = ['documentId', 'name', 'website_url'];

const landingPageService = factories.createCoreService(UID, ({ strapi }) => {
  /** Each media-library file the page names, with absolute URLs (a missing file: no entry). */
  const files = async (refs: ImageRef[]) => {
    const ids = [...new Set(refs.filter((ref): ref is number => typeof ref === 'number'))];
    type File = ReturnType<typeof resolveMediaUrls>;
    if (ids.length === 0) return new Map<number, File>();
    const found = await strapi.db
      .query('plugin::upload.file')
      .findMany({ where: { id: { $in: ids } }, select: ['id', 'url', 'width', 'height', 'formats', 'focalPoint'] });
    return new Map<number, File>(found.map((file) => [file.id, resolveMediaUrls(strapi, file)]));
  };

  /** The published proof rows a block shows, in the block's order; none named: the home page's choice. */
  const proofRows = async (uid: 'api::testimonial.testimonial' | 'api::client.client', ids: string[], media: string) => {
    const featuredFirst = uid === 'api::testimonial.testimonial' ? ['featured:desc', 'display_order:asc'] : ['display_order:asc'];
    // One query for either type: Strapi's generated types cannot name the fields of a union of types.
    const documents = strapi.documents(uid) as unknown as { findMany: (params: Record<string, unknown>) => Promise<Entry[]> };
    const rows: Entry[] = await documents.findMany({
      filters: ids.length > 0 ? { documentId: { $in: ids }, ...PUBLISHED } : PUBLISHED,
      fields: uid === 'api::testimonial.testimonial' ? TESTIMONIAL_FIELDS : CLIENT_FIELDS,
      populate: { [media]: true },
      sort: [...featuredFirst, 'createdAt:asc'],
      limit: ids.length > 0 ? ids.length : uid === 'api::testimonial.testimonial' ? 3 : LIMITS.landing.proof * 4,
    });
    const ordered = ids.length > 0 ? ids.flatMap((id) => rows.filter((row) => row.documentId === id)) : rows;
    return ordered.map((row) => ({ ...row, [media]: resolveMediaUrls(strapi, row[media]) }));
  };

  return {
    /**
     * The page as the API answers it: beside every image `<image>_url` (the address to show) and, for a media-library
     * file, `<image>_media` (its sizes and resized formats, for a srcset); the proof blocks' rows as `items`.
     */
    async present(entry: Entry): Promise<Entry> {
      const blocks = storedBlocks(entry);
      const ogImage = storedImage(entry);
      const media = await files(pageImages({ og_image: ogImage, owner: entry.owner, blocks }));
      const mediaOf = (ref: ImageRef) => (typeof ref === 'number' ? (media.get(ref) ?? null) : null);
      const urlOf = (ref: ImageRef) => (typeof ref === 'number' ? (mediaOf(ref)?.url ?? null) : (ref ?? null));
      const presented = await Promise.all(
        blocks.map(async (block) => {
          switch (block.type) {
            case 'hero':
              return {
                ...block,
                variants: block.variants.map((variant) => ({ ...variant, image_url: urlOf(variant.image), image_media: mediaOf(variant.image) })),
              };
            case 'gallery':
              return { ...block, images: block.images.map((item) => ({ ...item, image_url: urlOf(item.image), image_media: mediaOf(item.image) })) };
            case 'testimonials':
              return { ...block, items: await proofRows('api::testimonial.testimonial', block.testimonials, 'photo') };
            case 'client_logos':
              return { ...block, items: await proofRows('api::client.client', block.clients, 'logo') };
            default:
              return block;
          }
        }),
      );
      const owner = entry.owner && typeof entry.owner === 'object' ? entry.owner : null;
      const logo = storedOwnerLogo(entry);
      return {
        ...entry,
        og_image_url: urlOf(ogImage),
        og_image_media: mediaOf(ogImage),
        ...(owner && { owner: { ...owner, logo_url: urlOf(logo), logo_media: mediaOf(logo) } }),
        blocks: presented,
      };
    },

    /** 400 when another page has this slug. */
    async assertSlugFree(slug: string | undefined, documentId?: string) {
      if (!slug) return;
      const clash = await strapi.documents(UID).findFirst({ filters: { slug }, fields: ['documentId'] });
      if (clash && clash.documentId !== documentId) throw new errors.ValidationError(LANDING_PAGE_MESSAGES.slugTaken);
      await assertSlugNotTrashed(strapi, UID, slug);
    },

    /** The first free `<slug>-copia[-n]`. */
    async copySlug(slug: string) {
      for (let n = 1; ; n++) {
        const candidate = landingCopySlug(slug, n);
        if (
          !(await strapi.documents(UID).findFirst({ filters: { slug: candidate }, fields: ['documentId'] })) &&
          !(await isSlugTrashed(strapi, UID, candidate))
        )
          return candidate;
      }
    },
  };
});

export default landingPageService;

/** This service as its controller uses it: Strapi types every `strapi.service(uid)` as a bag of `any`. */
export type LandingPageService = ReturnType<typeof landingPageService>;
export const landingPageServiceOf = (strapi: Core.Strapi) => strapi.service(UID) as LandingPageService;
