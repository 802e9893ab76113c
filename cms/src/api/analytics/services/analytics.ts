import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { LANDING_VARIANT_KEYS, type AnalyticsBeacon, type AnalyticsCounts, type AnalyticsSummary, type LandingVariantKey } from '@alicerce/domain';
import { rollupDays, rollupSums } from '../../../bootstrap/analytics-rollups';

const TABLE = 'analytics_counters';
/** The natural key of a counter (a database unique index: bootstrap/unique-indexes.ts). */
export const COUNTER_KEY = ['day', 'path', 'source', 'medium', 'campaign', 'variant', 'event'] as const;
/** Rows per breakdown (by path, by source) a summary returns, most viewed first; totals always count every row. */
const BREAKDOWN_LIMIT = 1000;

/** PostgreSQL answers SUM() as a bigint string; SQLite as a number. */
const counts = (row: Record<string, unknown>): AnalyticsCounts => ({
  views: Number(row.views),
  whatsapp_clicks: Number(row.whatsapp_clicks),
  agendar_clicks: Number(row.agendar_clicks),
});

/** Views and clicks per landing page (/lp/<slug>) and hero variant in a range of days, from the counters (only /lp/ rows carry one). */
export async function variantCounts(strapi: Core.Strapi, from: string, to: string): Promise<AnalyticsSummary['by_variant']> {
  const knex = strapi.db.connection;
  const sum = (event: string, column: string) => `COALESCE(SUM(CASE WHEN "event" = '${event}' THEN "hits" ELSE 0 END), 0) AS "${column}"`;
  const rows = await knex(TABLE)
    .whereBetween('day', [from, to])
    .whereIn('variant', [...LANDING_VARIANT_KEYS])
    .select(
      'path',
      'variant',
      knex.raw([sum('page_view', 'views'), sum('whatsapp_click', 'whatsapp_clicks'), sum('agendar_click', 'agendar_clicks')].join(', ')),
    )
    .groupBy('path', 'variant')
    .orderBy(['path', 'variant']);
  return rows.map((row) => ({ path: String(row.path), variant: row.variant as LandingVariantKey, ...counts(row) }));
}

/** Every view a landing page's hero variants have had, all days (the data 'Promover vencedora' decides on): one path, grouped by variant. */
export async function variantViewsEver(strapi: Core.Strapi, path: string): Promise<Partial<Record<LandingVariantKey, number>>> {
  const rows = await strapi.db
    .connection(TABLE)
    .where({ path, event: 'page_view' })
    .whereIn('variant', [...LANDING_VARIANT_KEYS])
    .select('variant', strapi.db.connection.raw('COALESCE(SUM("hits"), 0) AS "views"'))
    .groupBy('variant');
  return Object.fromEntries(rows.map((row) => [row.variant, Number(row.views)]));
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Adds one to the counter of (day, path, source, medium, campaign, variant, event), creating it at 1: one statement
   * (INSERT … ON CONFLICT DO UPDATE, the same on SQLite and PostgreSQL), so two beacons at once never lose a count
   * nor create two rows.
   */
  async record(beacon: AnalyticsBeacon, day: string) {
    const knex = strapi.db.connection;
    const now = new Date();
    const key = [day, beacon.path, beacon.source, beacon.medium, beacon.campaign, beacon.variant, beacon.event];
    const columns = COUNTER_KEY.map((c) => `"${c}"`).join(', ');
    await knex.raw(
      `INSERT INTO "${TABLE}" ("document_id", ${columns}, "hits", "created_at", "updated_at", "published_at")
       VALUES (?, ${key.map(() => '?').join(', ')}, 1, ?, ?, ?)
       ON CONFLICT (${columns}) DO UPDATE SET "hits" = "${TABLE}"."hits" + 1, "updated_at" = excluded."updated_at"`,
      [randomBytes(12).toString('hex'), ...key, now, now, now],
    );
  },

  /**
   * Totals of a date range, and the same by day, by path and by source/medium/campaign: each one GROUP BY query over
   * the daily rollups (bootstrap/analytics-rollups.ts: one row per day × path or day × source, kept by the database);
   * the landing pages' hero variants from the counters themselves (only /lp/ rows carry one).
   */
  async summary(from: string, to: string): Promise<AnalyticsSummary> {
    const knex = strapi.db.connection;
    const inRange = (rollup: 'paths' | 'sources') => rollupDays(knex, rollup, from, to);
    const sums = knex.raw(rollupSums());
    const [totals, byDay, byPath, bySource, byVariant] = await Promise.all([
      inRange('paths').select(sums),
      inRange('paths').select('day', sums).groupBy('day').orderBy('day'),
      inRange('paths')
        .select('path', sums)
        .groupBy('path')
        .orderBy([{ column: 'views', order: 'desc' }, 'path'])
        .limit(BREAKDOWN_LIMIT),
      inRange('sources')
        .select('source', 'medium', 'campaign', sums)
        .groupBy('source', 'medium', 'campaign')
        .orderBy([{ column: 'views', order: 'desc' }, 'source', 'medium', 'campaign'])
        .limit(BREAKDOWN_LIMIT),
      variantCounts(strapi, from, to),
    ]);
    return {
      from,
      to,
      totals: counts(totals[0] ?? {}),
      by_day: byDay.map((row) => ({ day: String(row.day), ...counts(row) })),
      by_path: byPath.map((row) => ({ path: String(row.path), ...counts(row) })),
      by_source: bySource.map((row) => ({ source: String(row.source), medium: String(row.medium), campaign: String(row.campaign), ...counts(row) })),
      by_variant: byVariant,
    };
  },
});
