import type { Core } from '@strapi/strapi';
import { addDays, mondayOf, saoPauloToUtc, type ResultsFunnel, type ResultsQuery, type ResultsReport } from '@alicerce/domain';
import { campaignSpends, spendFigures } from './spend';
import { rollupDays, rollupSums } from '../../../bootstrap/analytics-rollups';
import { reportIndex } from '../../../bootstrap/results-indexes';
import { dialectOf } from './sql';
import { everyPeriod, sumBy } from './periods';
import { landingVariantReport } from './landing-variants';

/** The two tables whose rows are conversions: a consultation request or a booked meeting. */
const CONVERSIONS = ['leads', 'bookings'] as const;
type Conversion = (typeof CONVERSIONS)[number];
/** Rows per table the report returns (most viewed / most converting first); the totals always count every row. */
const TABLE_LIMIT = 500;

type Row = Record<string, unknown>;
type Outcomes = { count: number; qualified: number; won: number; value: number };

const OUTCOMES_SQL = [
  'COUNT(*) AS "count"',
  `COALESCE(SUM(CASE WHEN "outcome" IN ('qualified', 'won') THEN 1 ELSE 0 END), 0) AS "qualified"`,
  `COALESCE(SUM(CASE WHEN "outcome" = 'won' THEN 1 ELSE 0 END), 0) AS "won"`,
  `COALESCE(SUM(CASE WHEN "outcome" = 'won' THEN "outcome_value" ELSE 0 END), 0) AS "value"`,
].join(', ');
/** PostgreSQL answers COUNT/SUM as strings (bigint, numeric); SQLite as numbers. */
const num = (value: unknown) => Number(value ?? 0);
const cents = (value: number) => Math.round(value * 100) / 100;
const outcomes = (row: Row | undefined): Outcomes => ({
  count: num(row?.count),
  qualified: num(row?.qualified),
  won: num(row?.won),
  value: num(row?.value),
});

/** The funnel of a group from its views and its leads' and bookings' outcomes. */
function funnel(views: number, leads: Outcomes | undefined, bookings: Outcomes | undefined): ResultsFunnel {
  const l = leads ?? outcomes(undefined);
  const b = bookings ?? outcomes(undefined);
  return {
    views,
    leads: l.count,
    bookings: b.count,
    qualified: l.qualified + b.qualified,
    won: l.won + b.won,
    value: cents(l.value + b.value),
    conversion_rate: views > 0 ? (l.count + b.count) / views : null,
  };
}

/**
 * Joins per-key rows of the counters (views and clicks), leads and bookings into one funnel per key, most viewed then
 * most converting first.
 */
function joinByKey<K extends Row>(keyOf: (row: Row) => K, views: Row[], leads: Row[], bookings: Row[]) {
  const groups = new Map<string, { key: K; views: number; whatsapp_clicks: number; agendar_clicks: number; leads?: Outcomes; bookings?: Outcomes }>();
  const group = (row: Row) => {
    const key = keyOf(row);
    const id = JSON.stringify(key);
    if (!groups.has(id)) groups.set(id, { key, views: 0, whatsapp_clicks: 0, agendar_clicks: 0 });
    return groups.get(id)!;
  };
  for (const row of views)
    Object.assign(group(row), { views: num(row.views), whatsapp_clicks: num(row.whatsapp_clicks), agendar_clicks: num(row.agendar_clicks) });
  for (const row of leads) group(row).leads = outcomes(row);
  for (const row of bookings) group(row).bookings = outcomes(row);
  return [...groups.values()]
    .map(({ key, views: v, leads: l, bookings: b, whatsapp_clicks, agendar_clicks }) => ({
      ...key,
      ...funnel(v, l, b),
      whatsapp_clicks,
      agendar_clicks,
    }))
    .sort((a, b) => b.views - a.views || b.leads + b.bookings - (a.leads + a.bookings) || JSON.stringify(a).localeCompare(JSON.stringify(b)))
    .slice(0, TABLE_LIMIT);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The 'Resultados' report of [from, to] (São Paulo days, both included): views and clicks from the counters' daily
   * rollups (bootstrap/analytics-rollups.ts); leads and bookings by their creation time, compared as UTC instants so
   * the created_at index serves.
   * Each figure is one GROUP BY query; JavaScript only joins the grouped rows (one per source, path or day).
   */
  async report({ from, to, touch, granularity }: ResultsQuery): Promise<ResultsReport> {
    const knex = strapi.db.connection;
    const sql = dialectOf(strapi);
    const start = saoPauloToUtc(from, '00:00');
    const end = saoPauloToUtc(addDays(to, 1), '00:00');
    const counters = (rollup: 'paths' | 'sources') => rollupDays(knex, rollup, from, to);
    const created = (table: Conversion) =>
      knex
        .from(knex.raw(sql.through(table, reportIndex(table))))
        .where('created_at', '>=', start)
        .andWhere('created_at', '<', end);
    const utm = touch === 'first' ? 'first_utm_' : 'utm_';
    const sourceColumns = ['source', 'medium', 'campaign'].map((part) => `LOWER(COALESCE("${utm}${part}", '')) AS "${part}"`).join(', ');

    const perConversion = async (build: (table: Conversion) => PromiseLike<Row[]>): Promise<[Row[], Row[]]> => {
      const [leads, bookings] = await Promise.all(CONVERSIONS.map(build));
      return [leads, bookings];
    };
    const [totals, daysViews, daysConversions, sourceViews, sourceConversions, pathViews, pathConversions] = await Promise.all([
      counters('paths').select<Row[]>(knex.raw(rollupSums())),
      counters('paths')
        .select('day', knex.raw(rollupSums(['views'])))
        .groupBy('day'),
      perConversion((table) =>
        created(table)
          .select(knex.raw(`${sql.saoPauloDay('created_at')} AS "day"`), knex.raw('COUNT(*) AS "count"'))
          .groupByRaw('1'),
      ),
      counters('sources').select('source', 'medium', 'campaign', knex.raw(rollupSums())).groupBy('source', 'medium', 'campaign'),
      perConversion((table) => created(table).select(knex.raw(sourceColumns), knex.raw(OUTCOMES_SQL)).groupByRaw('1, 2, 3')),
      counters('paths').select('path', knex.raw(rollupSums())).groupBy('path'),
      perConversion((table) =>
        created(table)
          .select(knex.raw(`${sql.pathOnly('landing_page')} AS "path"`), knex.raw(OUTCOMES_SQL))
          .whereNotNull('landing_page')
          .groupByRaw('1'),
      ),
    ]);

    const [leadTotals, bookingTotals] = await perConversion((table) => created(table).select(knex.raw(OUTCOMES_SQL)));
    // Ad spend of every month the range touches, per campaign, against the campaign's conversions (chosen touch).
    const [spends, [campaignLeads, campaignBookings]] = await Promise.all([
      knex('ad_spends')
        .select('campaign', knex.raw('SUM("amount") AS "spend"'))
        .whereBetween('month', [from.slice(0, 7), to.slice(0, 7)])
        .groupBy('campaign'),
      perConversion((table) =>
        created(table)
          .select(knex.raw(`LOWER(COALESCE("${utm}campaign", '')) AS "campaign"`), knex.raw(OUTCOMES_SQL))
          .groupByRaw('1'),
      ),
    ]);
    const byLandingVariant = await landingVariantReport(strapi, from, to, start, end);
    const [leadDays, bookingDays] = daysConversions;
    const period = granularity === 'week' ? mondayOf : (day: string) => day;
    const sums = sumBy(
      [
        ...daysViews.map((row) => ({ period: period(String(row.day)), views: num(row.views), leads: 0, bookings: 0 })),
        ...leadDays.map((row) => ({ period: period(String(row.day)), views: 0, leads: num(row.count), bookings: 0 })),
        ...bookingDays.map((row) => ({ period: period(String(row.day)), views: 0, leads: 0, bookings: num(row.count) })),
      ],
      'period',
      ['views', 'leads', 'bookings'],
    );
    const byPeriod = new Map(sums.map((row) => [row.period, row]));
    const series = everyPeriod(from, to, granularity === 'week').map((at) => byPeriod.get(at) ?? { period: at, views: 0, leads: 0, bookings: 0 });

    const sourceKey = (row: Row) => ({ source: String(row.source ?? ''), medium: String(row.medium ?? ''), campaign: String(row.campaign ?? '') });
    const pathKey = (row: Row) => ({ path: String(row.path ?? '') });
    const totalFunnel = funnel(num(totals[0]?.views), outcomes(leadTotals[0]), outcomes(bookingTotals[0]));
    const byCampaign = joinByKey((row) => ({ campaign: String(row.campaign ?? '') }), [], campaignLeads, campaignBookings);
    const spendOf = new Map(spends.map((row) => [String(row.campaign), num(row.spend)]));
    return {
      from,
      to,
      touch,
      granularity,
      totals: {
        ...totalFunnel,
        ...spendFigures(spendOf.size ? [...spendOf.values()].reduce((sum, spend) => sum + spend, 0) : undefined, totalFunnel),
        whatsapp_clicks: num(totals[0]?.whatsapp_clicks),
        agendar_clicks: num(totals[0]?.agendar_clicks),
      },
      series,
      by_source: joinByKey(sourceKey, sourceViews, ...sourceConversions),
      by_landing_page: joinByKey(pathKey, pathViews, ...pathConversions),
      by_campaign: campaignSpends(byCampaign, spendOf),
      by_landing_variant: byLandingVariant,
    };
  },
});
