// Relative import of a zod-free domain module: this runs in the islands' entry bundle (see remember-variant.ts).
import { LANDING_DOM, LANDING_VARIANT_KEYS, type LandingVariantKey } from '../../../../../../domain/src/landing-keys';

export type ShownLanding = { slug: string; variant: LandingVariantKey };

const SLUG = /^[a-z0-9-]{1,100}$/;

/** The landing page this document is and the hero variant its file shows (LANDING_DOM on the blocks wrapper), or null off a landing page. */
export function shownLanding(doc: Document = document): ShownLanding | null {
  const page = doc.querySelector<HTMLElement>(`[${LANDING_DOM.page}]`);
  const slug = page?.getAttribute(LANDING_DOM.page);
  const variant = page?.getAttribute(LANDING_DOM.variant);
  if (!slug || !SLUG.test(slug) || !variant || !(LANDING_VARIANT_KEYS as readonly string[]).includes(variant)) return null;
  return { slug, variant: variant as LandingVariantKey };
}
