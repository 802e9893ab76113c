import { LANDING_VARIANT_KEYS, type LandingVariantKey } from './landing-keys';

/**
 * The A/B split of a landing page's hero (docs/ab-testing.md): the web server puts every visitor in one of 100 buckets
 * (nginx `split_clients` on "$remote_addr$http_user_agent", MurmurHash2; scripts/lib/split-bucket.mjs the same for the
 * local server) and sends it to the CMS's route check in LANDING_SPLIT_HEADER; the check picks the variant's file here.
 * No JavaScript and no cookie is needed for the split: only a visitor who consented to statistics gets a first-party
 * cookie naming the variant they saw (landingVariantCookie), so they keep it when their address or browser changes.
 */
export const LANDING_SPLIT_BUCKETS = 100;
export const LANDING_SPLIT_HEADER = 'x-split-bucket';

/** The bucket sent by the web server (0–99), or null when there is none or it is not a bucket. */
export function parseSplitBucket(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

/** The variant a bucket gets: the buckets are shared in equal runs between the page's variants, in their order. */
export const landingVariantForBucket = (keys: readonly LandingVariantKey[], bucket: number): LandingVariantKey =>
  keys[Math.min(keys.length - 1, Math.floor((bucket * keys.length) / LANDING_SPLIT_BUCKETS))] ?? 'a';

/** The cookie that remembers (after consent) the variant a visitor saw of one page: one per slug, on that page's path only. */
export const landingVariantCookieName = (slug: string) => `lp_variant_${slug}`;
/** Kept 30 days: about as long as a campaign; the split alone decides again after that. */
export const LANDING_VARIANT_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** The remembered variant of `slug` in a Cookie header, or null (none, or anything but a, b or c). */
export function rememberedLandingVariant(cookieHeader: unknown, slug: string): LandingVariantKey | null {
  if (typeof cookieHeader !== 'string') return null;
  const name = landingVariantCookieName(slug);
  for (const part of cookieHeader.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name && (LANDING_VARIANT_KEYS as readonly string[]).includes(value ?? '')) return value as LandingVariantKey;
  }
  return null;
}

/**
 * The variant served at /lp/<slug>: the remembered one while the page still has it, else the bucket's; a request
 * without a bucket (nothing in front that splits) gets the original.
 */
export function chooseLandingVariant(
  keys: readonly LandingVariantKey[],
  bucket: number | null,
  remembered: LandingVariantKey | null,
): LandingVariantKey {
  if (remembered && keys.includes(remembered)) return remembered;
  return bucket === null ? 'a' : landingVariantForBucket(keys, bucket);
}
