import { randomBytes } from 'node:crypto';
import { runSql, storedTime } from './db-rows';

/** Leads, bookings and analytics counters written straight into the suite's database at chosen times (the Resultados tests). */
const docId = () => randomBytes(12).toString('hex');

export type Conversion = {
  at: string;
  first?: [string, string, string];
  last?: [string, string, string];
  outcome?: 'qualified' | 'won';
  value?: number;
  landing?: string;
};

export async function insertConversion(table: 'leads' | 'bookings', row: Conversion) {
  const [fs, fm, fc] = row.first ?? [null, null, null];
  const [ls, lm, lc] = row.last ?? row.first ?? [null, null, null];
  const extra = table === 'leads' ? { lead_status: 'new' } : { booking_state: 'confirmed', date: row.at.slice(0, 10), time: row.at.slice(11, 16) };
  const data: Record<string, unknown> = {
    document_id: docId(),
    name: 'Teste Resultados',
    email: 'resultados@teste.example',
    phone: '(15) 99999-0000',
    first_utm_source: fs,
    first_utm_medium: fm,
    first_utm_campaign: fc,
    utm_source: ls,
    utm_medium: lm,
    utm_campaign: lc,
    outcome: row.outcome ?? null,
    outcome_value: row.value ?? null,
    landing_page: row.landing ?? null,
    created_at: storedTime(row.at),
    updated_at: storedTime(row.at),
    published_at: storedTime(row.at),
    ...extra,
  };
  const columns = Object.keys(data);
  await runSql(
    `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    Object.values(data),
  );
}

export async function insertCounter(day: string, path: string, [source, medium, campaign]: [string, string, string], event: string, hits: number) {
  const now = storedTime(new Date().toISOString());
  await runSql(
    `insert into analytics_counters ("document_id", "day", "path", "source", "medium", "campaign", "event", "hits", "created_at", "updated_at", "published_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [docId(), day, path, source, medium, campaign, event, hits, now, now, now],
  );
}

/**
 * A landing page's hero variant with `views` page views (one counter of `day`) and `leads` leads that name the page and
 * the variant, written straight into the database: the figures 'Promover vencedora' decides on, on any day.
 */
export async function insertLandingArm(slug: string, variant: 'a' | 'b' | 'c', views: number, leads: number, day: string) {
  const now = storedTime(new Date().toISOString());
  if (views > 0)
    await runSql(
      `insert into analytics_counters ("document_id", "day", "path", "source", "medium", "campaign", "variant", "event", "hits", "created_at", "updated_at", "published_at") values (?, ?, ?, '', '', '', ?, 'page_view', ?, ?, ?, ?)`,
      [docId(), day, `/lp/${slug}`, variant, views, now, now, now],
    );
  const at = storedTime(`${day}T15:00:00.000Z`);
  for (let i = 0; i < leads; i++)
    await runSql(
      `insert into leads ("document_id", "name", "email", "phone", "lead_status", "landing_page_slug", "variant", "source_page", "created_at", "updated_at", "published_at") values (?, 'Teste Promoção', ?, '(15) 99999-0000', 'new', ?, ?, ?, ?, ?, ?)`,
      [docId(), `promocao-${docId()}@teste.example`, slug, variant, `/lp/${slug}`, at, at, at],
    );
}
