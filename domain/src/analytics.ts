import { z } from './zod';

import { dateRangeSchema } from './booking';
import { LANDING_VARIANT_KEYS, type LandingVariantKey } from './landing-lead';

/**
 * First-party, cookieless page statistics: what the public pages' beacon may report and what the dashboard may
 * ask for. Only aggregated counters are kept (one row per day × path × source/medium/campaign × event, and on a
 * landing page × hero variant), never anything about the visitor.
 */
export const ANALYTICS_EVENTS = ['page_view', 'whatsapp_click', 'agendar_click'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export const ANALYTICS_PATH_MAX = 200;
export const ANALYTICS_FIELD_MAX = 100;
/** Longest range (days, both ends included) one summary request may ask for. */
export const ANALYTICS_MAX_DAYS = 366;

/** A site path as the public pages have them: lowercase slugs, no query, no fragment. */
const SITE_PATH = /^\/[a-z0-9\-/]*$/;

export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

export const ANALYTICS_MESSAGES = {
  invalidBeacon: 'Dados de estatística inválidos.',
  invalidRange: `Período inválido: informe from e to (AAAA-MM-DD), com no máximo ${ANALYTICS_MAX_DAYS} dias.`,
} as const;

/** A source/medium/campaign value: trimmed, lowercased, control characters dropped, capped; '' when absent. */
const label = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === 'string'
      ? value
          .replace(/[\p{Cc}\p{Cf}]/gu, '')
          .trim()
          .toLowerCase()
          .slice(0, ANALYTICS_FIELD_MAX)
      : '',
  );

/** A landing page's path (/lp/<slug>): the only pages whose beacons carry a hero variant. */
export const isLandingPath = (path: string) => /^\/lp\/[a-z0-9-]+\/?$/.test(path);

/**
 * What one beacon says (JSON): the event, the page's path, the visit's first-touch source and, on a landing page, the
 * hero variant the file showed (a, b or c; anything else, or a variant on another page, is refused). `variant` is ''
 * when there is none.
 */
export const analyticsBeaconSchema = z
  .object({
    event: z.enum(ANALYTICS_EVENTS, { error: ANALYTICS_MESSAGES.invalidBeacon }),
    path: z
      .string({ error: ANALYTICS_MESSAGES.invalidBeacon })
      .max(ANALYTICS_PATH_MAX, ANALYTICS_MESSAGES.invalidBeacon)
      .regex(SITE_PATH, ANALYTICS_MESSAGES.invalidBeacon)
      .refine((path) => !path.includes('//'), ANALYTICS_MESSAGES.invalidBeacon),
    source: label,
    medium: label,
    campaign: label,
    variant: z.enum(LANDING_VARIANT_KEYS, { error: ANALYTICS_MESSAGES.invalidBeacon }).optional(),
  })
  .refine((beacon) => !beacon.variant || isLandingPath(beacon.path), ANALYTICS_MESSAGES.invalidBeacon)
  .transform((beacon) => ({ ...beacon, variant: (beacon.variant ?? '') as LandingVariantKey | '' }));
export type AnalyticsBeacon = z.infer<typeof analyticsBeaconSchema>;

/** GET /api/analytics/summary?from&to: both real dates, from ≤ to, at most ANALYTICS_MAX_DAYS days. */
export const analyticsRangeSchema = dateRangeSchema(ANALYTICS_MAX_DAYS, ANALYTICS_MESSAGES.invalidRange);

/** The counts of one group (a day, a path or a source) in a summary. */
export type AnalyticsCounts = { views: number; whatsapp_clicks: number; agendar_clicks: number };
export type AnalyticsSummary = {
  from: string;
  to: string;
  totals: AnalyticsCounts;
  by_day: Array<{ day: string } & AnalyticsCounts>;
  by_path: Array<{ path: string } & AnalyticsCounts>;
  by_source: Array<{ source: string; medium: string; campaign: string } & AnalyticsCounts>;
  /** Landing pages per hero variant (the beacons that named one). */
  by_variant: Array<{ path: string; variant: LandingVariantKey } & AnalyticsCounts>;
};
