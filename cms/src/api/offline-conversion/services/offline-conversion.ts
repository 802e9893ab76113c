import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  addDays,
  CONVERSION_CURRENCY,
  CONVERSION_TIME_ZONE,
  csvCell,
  GOOGLE_ADS_CSV_HEADER,
  GOOGLE_CONVERSION_NAMES,
  googleConversionTime,
  META_EVENT_NAMES,
  normalisedEmail,
  normalisedPhone,
  OUTCOMES,
  saoPauloToUtc,
  type Outcome,
} from '@alicerce/domain';

const SOURCES = [
  { uid: 'api::lead.lead', kind: 'lead' },
  { uid: 'api::booking.booking', kind: 'booking' },
] as const;
const COLUMNS = ['documentId', 'outcome_set_at', 'email', 'phone', 'source_page', 'outcome', 'outcome_value', 'gclid', 'fbc', 'fbp'];

type Conversion = {
  kind: 'lead' | 'booking';
  documentId: string;
  /** When the admin marked it qualified or won: the conversion's time for Google and Meta. */
  outcome_set_at: string | Date;
  email: string;
  phone: string;
  source_page: string | null;
  outcome: Outcome;
  outcome_value: string | number | null;
  gclid: string | null;
  fbc: string | null;
  fbp: string | null;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const siteUrl = () => (process.env.SITE_URL || 'http://localhost:4173').replace(/\/+$/, '');
const valueOf = (row: Conversion) => (row.outcome_value === null || row.outcome_value === undefined ? null : Number(row.outcome_value));

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The leads and bookings marked qualified or won in the range (São Paulo days of `outcome_set_at`: the conversion
   * happens when the admin marks it, which is what Google and Meta expect as its time — Meta refuses events older than
   * 7 days), not anonymised; `googleOnly` keeps those with a gclid. One query per table, oldest first.
   */
  async conversions(from: string, to: string, googleOnly: boolean): Promise<Conversion[]> {
    const where = {
      outcome: { $in: [...OUTCOMES] },
      anonymised_at: { $null: true },
      outcome_set_at: { $gte: saoPauloToUtc(from, '00:00'), $lt: saoPauloToUtc(addDays(to, 1), '00:00') },
      ...(googleOnly ? { gclid: { $notNull: true, $ne: '' } } : {}),
    };
    const lists = await Promise.all(
      SOURCES.map(async ({ uid, kind }) =>
        (await strapi.db.query(uid).findMany({ where, select: COLUMNS, orderBy: { outcome_set_at: 'asc' } })).map(
          (row) => ({ ...row, kind }) as Conversion,
        ),
      ),
    );
    return lists.flat().sort((a, b) => new Date(a.outcome_set_at).getTime() - new Date(b.outcome_set_at).getTime());
  },

  /** Google Ads' offline conversion import template: the time-zone parameter row, the header, one row per conversion. */
  googleAdsCsv(rows: Conversion[]): string {
    const lines = [
      [`Parameters:TimeZone=${CONVERSION_TIME_ZONE}`],
      [...GOOGLE_ADS_CSV_HEADER],
      ...rows.map((row) => [
        row.gclid,
        GOOGLE_CONVERSION_NAMES[row.outcome],
        googleConversionTime(new Date(row.outcome_set_at)),
        valueOf(row),
        CONVERSION_CURRENCY,
      ]),
    ];
    // Google's template is comma-separated; each cell quoted and formula-guarded by the inbox's one CSV rule.
    return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
  },

  /** Meta Conversions API events (the body of POST /{pixel}/events), e-mail and phone SHA-256-hashed after normalising. */
  metaEvents(rows: Conversion[]) {
    return {
      data: rows.map((row) => ({
        event_name: META_EVENT_NAMES[row.outcome],
        event_time: Math.floor(new Date(row.outcome_set_at).getTime() / 1000),
        action_source: 'website',
        event_source_url: `${siteUrl()}/${String(row.source_page ?? '').replace(/^\/+/, '')}`,
        event_id: `${row.kind}-${row.documentId}-${row.outcome}`,
        user_data: {
          em: [sha256(normalisedEmail(row.email))],
          ph: [sha256(normalisedPhone(row.phone))],
          ...(row.fbc ? { fbc: row.fbc } : {}),
          ...(row.fbp ? { fbp: row.fbp } : {}),
        },
        custom_data: { ...(valueOf(row) === null ? {} : { value: valueOf(row) }), currency: CONVERSION_CURRENCY },
      })),
    };
  },
});
