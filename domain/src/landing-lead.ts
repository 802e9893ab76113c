import { z } from './zod';
import { slugSchema } from './slug';

/** The hero variants of a landing page (a is the original): the A/B split serves one file per key. */
export const LANDING_VARIANT_KEYS = ['a', 'b', 'c'] as const;
export type LandingVariantKey = (typeof LANDING_VARIANT_KEYS)[number];

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

/**
 * The attributes a prerendered landing page carries on its blocks' wrapper: the page's slug and the hero variant the
 * file shows. The lead form's island reads them (so the split that serves one file or the other needs no code in the page).
 */
export const LANDING_DOM = { page: 'data-landing-page', variant: 'data-variant' } as const;
