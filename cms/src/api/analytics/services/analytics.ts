import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { AnalyticsBeacon, AnalyticsCounts, AnalyticsSummary } from '@alicerce/domain';

const TABLE = 'analytics_counters';
/** The natural key of a counter (a database unique index: bootstrap/unique-indexes.ts). */
export const COUNTER_KEY = ['day', 'path', 'source', 'medium', 'campaign', 'event'] as const;
/** Rows per breakdown (by path, by source) a summary returns, most viewed first; totals always count every row. */
const BREAKDOWN_LIMIT = 1000;

const COUNTS_SQL = [
  `COALESCE(SUM(CASE WHEN "event" = 'page_view' THEN "hits" ELSE 0 END), 0) AS "views"`,
  `COALESCE(SUM(CASE WHEN "event" = 'whatsapp_click' THEN "hits" ELSE 0 END), 0) AS "whatsapp_clicks"`,
  `COALESCE(SUM(CASE WHEN "event" = 'agendar_click' THEN "hits" ELSE 0 END), 0) AS "agendar_clicks"`,
].join(', ');

/** PostgreSQL answers SUM() as a bigint string; SQLite as a number. */
const counts = (row: Record<string, unknown>): AnalyticsCounts => ({
  views: Number(row.views),
  whatsapp_clicks: Number(row.whatsapp_clicks),
  agendar_clicks: Number(row.agendar_clicks),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Adds one to the counter of (day, path, source, medium, campaign, event), creating it at 1: one statement
   * (INSERT … ON CONFLICT DO UPDATE, the same on SQLite and PostgreSQL), so two beacons at once never lose a count
   * nor create two rows.
   */
  async record(beacon: AnalyticsBeacon, day: string) {
    const knex = strapi.db.connection;
    const now = new Date();
    const key = [day, beacon.path, beacon.source, beacon.medium, beacon.campaign, beacon.event];
    const columns = COUNTER_KEY.map((c) => `"${c}"`).join(', ');
    await knex.raw(
      `INSERT INTO "${TABLE}" ("document_id", ${columns}, "hits", "created_at", "updated_at", "published_at")
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)
       ON CONFLICT (${columns}) DO UPDATE SET "hits" = "${TABLE}"."hits" + 1, "updated_at" = excluded."updated_at"`,
      [randomBytes(12).toString('hex'), ...key, now, now, now],
    );
  },

  /** Totals of a date range, and the same by day, by path and by source/medium/campaign: each one GROUP BY query. */
  async summary(from: string, to: string): Promise<AnalyticsSummary> {
    const knex = strapi.db.connection;
    const inRange = () => knex(TABLE).whereBetween('day', [from, to]);
    const [totals, byDay, byPath, bySource] = await Promise.all([
      inRange().select(knex.raw(COUNTS_SQL)),
      inRange().select('day', knex.raw(COUNTS_SQL)).groupBy('day').orderBy('day'),
      inRange().select('path', knex.raw(COUNTS_SQL)).groupBy('path').orderBy([{ column: 'views', order: 'desc' }, 'path']).limit(BREAKDOWN_LIMIT),
      inRange()
        .select('source', 'medium', 'campaign', knex.raw(COUNTS_SQL))
        .groupBy('source', 'medium', 'campaign')
        .orderBy([{ column: 'views', order: 'desc' }, 'source', 'medium', 'campaign'])
        .limit(BREAKDOWN_LIMIT),
    ]);
    return {
      from,
      to,
      totals: counts(totals[0] ?? {}),
      by_day: byDay.map((row) => ({ day: String(row.day), ...counts(row) })),
      by_path: byPath.map((row) => ({ path: String(row.path), ...counts(row) })),
      by_source: bySource.map((row) => ({ source: String(row.source), medium: String(row.medium), campaign: String(row.campaign), ...counts(row) })),
    };
  },
});
