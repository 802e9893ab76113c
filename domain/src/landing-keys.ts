// No zod here: the page's islands bundle reads these (features/landing/lib/remember-variant.ts) and must stay light.

/** The hero variants of a landing page (a is the original): the A/B split serves one file per key. */
export const LANDING_VARIANT_KEYS = ['a', 'b', 'c'] as const;
export type LandingVariantKey = (typeof LANDING_VARIANT_KEYS)[number];

/**
 * The attributes a prerendered landing page carries on its blocks' wrapper: the page's slug and the hero variant the
 * file shows, and a launch's page the address of its own thank-you (issue 54). The lead form's island reads them (so the split that serves one file or the other needs no code in the page).
 */
export const LANDING_DOM = { page: 'data-landing-page', variant: 'data-variant', thankYou: 'data-thank-you' } as const;

/** The id of the inert JSON a landing page carries its own measurement tags in; the consent island runs them (issue 54). */
export const LANDING_TAGS_ID = 'landing-tags';
