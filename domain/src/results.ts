import { z } from './zod';

import type { SpendFigures } from './ad-spend';
import { dateRangeSchema } from './booking';
import type { LandingVariantKey } from './landing-lead';

/**
 * The dashboard's 'Resultados' tab (issue #15): what the admin may ask for (a range of São Paulo days, first or
 * last touch, days or weeks) and the report's shape. Every number comes from SQL aggregates over the stored
 * counters, leads and bookings (cms/src/api/results).
 */
export const RESULTS_MAX_DAYS = 731;
export const RESULTS_TOUCHES = ['first', 'last'] as const;
export type ResultsTouch = (typeof RESULTS_TOUCHES)[number];
export const RESULTS_GRANULARITIES = ['day', 'week'] as const;
export type ResultsGranularity = (typeof RESULTS_GRANULARITIES)[number];

export const RESULTS_MESSAGES = {
  invalidRange: `Período inválido: informe from e to (AAAA-MM-DD), com from até to e no máximo ${RESULTS_MAX_DAYS} dias.`,
  invalidOption: 'Opção inválida: touch deve ser first ou last e granularity, day ou week.',
} as const;

/** GET /api/results/report?from&to&touch&granularity. */
export const resultsQuerySchema = z.intersection(
  dateRangeSchema(RESULTS_MAX_DAYS, RESULTS_MESSAGES.invalidRange),
  z.object({
    touch: z.enum(RESULTS_TOUCHES, { error: RESULTS_MESSAGES.invalidOption }).default('first'),
    granularity: z.enum(RESULTS_GRANULARITIES, { error: RESULTS_MESSAGES.invalidOption }).default('day'),
  }),
);
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

/** The funnel of one group: views → leads → bookings → qualified (won included) → won → value (R$ of won). */
export type ResultsFunnel = {
  views: number;
  leads: number;
  bookings: number;
  qualified: number;
  won: number;
  value: number;
  /** (leads + bookings) / views; null without views. */
  conversion_rate: number | null;
};
/** The counted clicks of a group: WhatsApp links and the 'Agendar' call to action on its pages. */
export type ResultsClicks = { whatsapp_clicks: number; agendar_clicks: number };
export type ResultsReport = {
  from: string;
  to: string;
  touch: ResultsTouch;
  granularity: ResultsGranularity;
  totals: ResultsFunnel & SpendFigures & ResultsClicks;
  /** One entry per day (YYYY-MM-DD) or week (its Monday) that has anything. */
  series: Array<{ period: string; views: number; leads: number; bookings: number }>;
  by_source: Array<{ source: string; medium: string; campaign: string } & ResultsFunnel & ResultsClicks>;
  by_landing_page: Array<{ path: string } & ResultsFunnel & ResultsClicks>;
  /** Per campaign (any source/medium, by the chosen touch): the spend of the months the range touches, and its returns. */
  by_campaign: Array<{ campaign: string; leads: number; bookings: number; value: number } & SpendFigures>;
  /** Each landing page's A/B test: its hero variants' views, clicks, leads, bookings and those won (docs/ab-testing.md). */
  by_landing_variant: ResultsLandingPage[];
};

/**
 * One variant of a landing page's hero in Resultados: views and clicks from the counters, leads and bookings from those
 * that name the page and variant (confirmed bookings only), `won` of either kind. `live`: the page still has this
 * variant (it may be promoted); a variant with figures but no longer on the page (after a promotion) is listed with
 * live false.
 */
export type ResultsLandingVariant = {
  variant: LandingVariantKey;
  live: boolean;
  views: number;
  leads: number;
  bookings: number;
  won: number;
} & ResultsClicks;
export type ResultsLandingPage = { document_id: string; slug: string; title: string; variants: ResultsLandingVariant[] };
