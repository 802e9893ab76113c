import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LANDING_VARIANT_KEYS, landingVariantKeys, type Arm, type LandingVariantKey, type ResultsLandingPage } from '@alicerce/domain';
import { variantCounts, variantViewsEver } from '../../analytics/services/analytics';

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);
const blocksOf = (value: unknown) => {
  const blocks = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(blocks) ? blocks : [];
};

/**
 * Resultados' A/B table (docs/ab-testing.md): per landing page and hero variant, the views and clicks of [from, to]
 * (São Paulo days), and the leads and confirmed bookings (a cancelled one is not counted) created in [start, end) that
 * name the page and variant, with those won (leads and bookings). Every page is listed with its current variants
 * (live), and any other variant that still has figures (promoted away).
 */
export async function landingVariantReport(strapi: Core.Strapi, from: string, to: string, start: Date, end: Date): Promise<ResultsLandingPage[]> {
  const knex = strapi.db.connection;
  /** Rows created in [start, end) that name a landing page and a variant, counted (and those won) per page and variant. */
  const perVariant = (rows: Knex.QueryBuilder) =>
    rows
      .select(
        'landing_page_slug',
        'variant',
        knex.raw('COUNT(*) AS "count"'),
        knex.raw(`COALESCE(SUM(CASE WHEN "outcome" = 'won' THEN 1 ELSE 0 END), 0) AS "won"`),
      )
      .where('created_at', '>=', start)
      .andWhere('created_at', '<', end)
      .whereNotNull('landing_page_slug')
      .whereIn('variant', [...LANDING_VARIANT_KEYS])
      .groupBy('landing_page_slug', 'variant') as Promise<Row[]>;
  const [pages, counts, leads, bookings] = await Promise.all([
    knex('landing_pages').select('document_id', 'slug', 'title', 'blocks').orderBy('title'),
    variantCounts(strapi, from, to),
    perVariant(knex('leads')),
    perVariant(knex('bookings').where('booking_state', 'confirmed')),
  ]);
  const seen = new Set<string>();
  return pages
    .filter((page) => !seen.has(page.document_id) && seen.add(page.document_id))
    .map((page) => {
      const path = `/lp/${page.slug}`;
      const live = landingVariantKeys(blocksOf(page.blocks));
      const viewsOf = (key: LandingVariantKey) => counts.find((row) => row.path === path && row.variant === key);
      const rowOf = (rows: Row[], key: LandingVariantKey) => rows.find((row) => row.landing_page_slug === page.slug && row.variant === key);
      const keys = LANDING_VARIANT_KEYS.filter((key) => live.includes(key) || viewsOf(key) || rowOf(leads, key) || rowOf(bookings, key));
      return {
        document_id: String(page.document_id),
        slug: String(page.slug),
        title: String(page.title),
        variants: keys.map((key) => ({
          variant: key,
          live: live.includes(key),
          views: viewsOf(key)?.views ?? 0,
          whatsapp_clicks: viewsOf(key)?.whatsapp_clicks ?? 0,
          agendar_clicks: viewsOf(key)?.agendar_clicks ?? 0,
          leads: num(rowOf(leads, key)?.count),
          bookings: num(rowOf(bookings, key)?.count),
          won: num(rowOf(leads, key)?.won) + num(rowOf(bookings, key)?.won),
        })),
      };
    });
}

/**
 * What 'Promover vencedora' decides on (domain's promotionShortfall; docs/ab-testing.md): each hero variant's views and
 * leads since the page has had them — every day's counters of /lp/<slug> and every lead that names the page and
 * variant, whatever the range Resultados shows. A variant with none reads { views: 0, conversions: 0 }.
 */
export async function landingArmsEver(strapi: Core.Strapi, slug: string): Promise<Record<LandingVariantKey, Arm>> {
  const [views, leads] = await Promise.all([
    variantViewsEver(strapi, `/lp/${slug}`),
    strapi.db
      .connection('leads')
      .where('landing_page_slug', slug)
      .whereIn('variant', [...LANDING_VARIANT_KEYS])
      .select('variant', strapi.db.connection.raw('COUNT(*) AS "count"'))
      .groupBy('variant') as Promise<Row[]>,
  ]);
  const leadsOf = (key: LandingVariantKey) => num(leads.find((row) => row.variant === key)?.count);
  return Object.fromEntries(LANDING_VARIANT_KEYS.map((key) => [key, { views: views[key] ?? 0, conversions: leadsOf(key) }])) as Record<
    LandingVariantKey,
    Arm
  >;
}
