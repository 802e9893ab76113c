import type { Core } from '@strapi/strapi';
import { landingPageInputSchema, type LandingBlockInput } from '@alicerce/domain';
import { SEED_LANDING_ALTS, SEED_LANDING_PAGE } from './data/landing-page';
import { uploadAsset } from './upload-asset';
import { createData } from '../utils/document-fields';

const UID = 'api::landing-page.landing-page';
/** The demo testimonial the page's testimonials block shows: the developer's own, about its previous launch. */
const DEVELOPER = 'Horizonte Incorporações';

/**
 * The demo launch page (cms/src/seed/data/landing-page.ts), published, with its pictures in the media library;
 * skipped when any landing page exists. Validated with the shared rules like a page sent by the dashboard.
 */
export async function seedLandingPages(strapi: Core.Strapi) {
  if ((await strapi.db.query(UID).count()) > 0) return false;
  const ids = new Map<string, number>();
  for (const [file, alt] of Object.entries(SEED_LANDING_ALTS)) ids.set(file, await uploadAsset(strapi, `landing/${file}`, alt));
  const image = (file: unknown) => (typeof file === 'string' ? (ids.get(file) ?? null) : null);
  const testimonials = await strapi.documents('api::testimonial.testimonial').findMany({ filters: { company: DEVELOPER }, fields: ['documentId'] });

  const blocks = SEED_LANDING_PAGE.blocks.map((block): LandingBlockInput => {
    if (block.type === 'hero') return { ...block, variants: block.variants.map((variant) => ({ ...variant, image: image(variant.image) })) };
    if (block.type === 'gallery') return { ...block, images: block.images.map((item) => ({ ...item, image: image(item.image) as number })) };
    if (block.type === 'testimonials') return { ...block, testimonials: testimonials.map((row) => row.documentId) };
    return block;
  });
  const page = landingPageInputSchema.parse({ ...SEED_LANDING_PAGE, og_image: image(SEED_LANDING_PAGE.og_image), blocks });
  await strapi.documents(UID).create({ data: createData(UID, page) });
  strapi.log.info(`[seed] landing page /lp/${page.slug} created`);
  return true;
}
