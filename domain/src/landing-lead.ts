import { z } from './zod';
import { slugSchema } from './slug';
import { LANDING_VARIANT_KEYS } from './landing-keys';

export { LANDING_DOM, LANDING_TAGS_ID, LANDING_VARIANT_KEYS, type LandingVariantKey } from './landing-keys';

export const LANDING_VARIANT_KEY_MESSAGE = 'Variante inválida: use a, b ou c';
export const landingVariantKeySchema = z.enum(LANDING_VARIANT_KEYS, { error: LANDING_VARIANT_KEY_MESSAGE });

/**
 * What a landing page's form adds to a lead: the page's slug and the hero variant the visitor saw (stored in the
 * lead's `landing_page_slug` and `variant`; `landing_page` stays the visit's first address, as for every lead).
 */
export const landingLeadSchema = z.object({
  landing_page_slug: slugSchema.nullable().optional(),
  variant: landingVariantKeySchema.nullable().optional(),
});
export type LandingLeadFields = z.infer<typeof landingLeadSchema>;
