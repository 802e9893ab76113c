import type { Core } from '@strapi/strapi';
import { landingPageInputSchema, type LandingBlockInput } from '@alicerce/domain';
import { SEED_AGENCY_LANDING_PAGE } from './data/agency-landing-page';
import { SEED_LANDING_ALTS, SEED_LANDING_OWNER_LOGO, SEED_LANDING_PAGE } from './data/landing-page';
import { uploadAsset } from './upload-asset';
import { uploadSvgAsPng } from './upload-svg';
import { createData } from '../utils/document-fields';

const UID = 'api::landing-page.landing-page';

/**
 * The demo landing pages, published, with their pictures in the media library; skipped when any landing page exists.
 * Validated with the shared rules like a page sent by the dashboard:
 * - the launch page (cms/src/seed/data/landing-page.ts), owned by Horizonte Incorporações: its logo (the shipped
 *   drawing, as a PNG), its WhatsApp, its sales team's inbox for its leads;
 * - the agency's own campaign page (data/agency-landing-page.ts), in the site's frame, with the agency's proof.
 */
export async function seedLandingPages(strapi: Core.Strapi) {
  if ((await strapi.db.query(UID).count()) > 0) return false;
  const ids = new Map<string, number>();
  for (const [file, alt] of Object.entries(SEED_LANDING_ALTS)) ids.set(file, await uploadAsset(strapi, `landing/${file}`, alt));
  const image = (file: unknown) => (typeof file === 'string' ? (ids.get(file) ?? null) : null);
  const logo = await uploadSvgAsPng(strapi, SEED_LANDING_OWNER_LOGO.file, SEED_LANDING_OWNER_LOGO.alt);

  const blocks = SEED_LANDING_PAGE.blocks.map((block): LandingBlockInput => {
    if (block.type === 'hero') return { ...block, variants: block.variants.map((variant) => ({ ...variant, image: image(variant.image) })) };
    if (block.type === 'gallery') return { ...block, images: block.images.map((item) => ({ ...item, image: image(item.image) as number })) };
    return block;
  });
  const launch = landingPageInputSchema.parse({
    ...SEED_LANDING_PAGE,
    og_image: image(SEED_LANDING_PAGE.og_image),
    owner: { ...SEED_LANDING_PAGE.owner, logo },
    blocks,
  });
  const agency = landingPageInputSchema.parse(SEED_AGENCY_LANDING_PAGE);
  for (const page of [launch, agency]) {
    await strapi.documents(UID).create({ data: createData(UID, page) });
    strapi.log.info(`[seed] landing page /lp/${page.slug} created`);
  }
  return true;
}
