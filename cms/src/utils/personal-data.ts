import type { Core } from '@strapi/strapi';
import { samePhone, type PersonalDataQuery } from '@alicerce/domain';

/** The two content types that hold a visitor's personal data (lead form, booking form). */
export const PERSONAL_DATA_UIDS = { leads: 'api::lead.lead', bookings: 'api::booking.booking' } as const;
export type PersonalDataKind = keyof typeof PERSONAL_DATA_UIDS;

/**
 * What anonymisation writes over a lead or booking: every field a visitor typed or that identifies them (name,
 * e-mail, phone, company, message, and the referrer, landing URL and browser, which can carry an e-mail in a query
 * string or single a person out). What statistics need stays: dates, status, slot, source page and UTM tags.
 * `email` and `name` are required columns, so they get a placeholder instead of null.
 */
export const ANONYMISED_FIELDS = {
  name: 'Titular anonimizado',
  email: 'anonimizado@anonimizado.invalid',
  phone: '',
  company: null,
  message: null,
  referrer: null,
  landing_page: null,
  user_agent: null,
  idempotency_key: null,
} as const;

const PRIVATE_FIELDS = ['idempotency_key', 'phone_search_key'];

/**
 * Every lead and booking of a data subject (not yet anonymised): e-mail in any case, phone by its digits. The
 * phone match reads only (id, phone) of the rows, since phones are stored as typed ('(15) 99876-5432').
 */
export async function findPersonalData(strapi: Core.Strapi, query: PersonalDataQuery) {
  const found = {} as Record<PersonalDataKind, Array<Record<string, unknown>>>;
  for (const kind of Object.keys(PERSONAL_DATA_UIDS) as PersonalDataKind[]) {
    const rows = strapi.db.query(PERSONAL_DATA_UIDS[kind]);
    const ids = new Set<number>();
    if (query.email) {
      for (const row of await rows.findMany({ where: { email: { $eqi: query.email }, anonymised_at: { $null: true } }, select: ['id'] }))
        ids.add(row.id);
    }
    if (query.phone) {
      const phones = await rows.findMany({ where: { anonymised_at: { $null: true } }, select: ['id', 'phone'] });
      for (const row of phones) if (samePhone(row.phone, query.phone)) ids.add(row.id);
    }
    const records = ids.size ? await rows.findMany({ where: { id: { $in: [...ids] } }, orderBy: { createdAt: 'asc' } }) : [];
    found[kind] = records.map((record) => Object.fromEntries(Object.entries(record).filter(([key]) => !PRIVATE_FIELDS.includes(key))));
  }
  return found;
}

/**
 * Replaces the personal fields of the rows that `where` selects (per kind: a list of ids, or rows older than a date)
 * and stamps `anonymised_at`; the rows stay, so counts and statistics hold. Rows already anonymised are left as
 * they are (their first date stays), which makes a repeated request or a second run of the retention job a no-op.
 * Returns how many rows changed per kind. The one place that anonymises: the LGPD request and the retention job
 * both call it.
 */
export async function anonymisePersonalData(
  strapi: Core.Strapi,
  where: Partial<Record<PersonalDataKind, Record<string, unknown>>>,
  now = new Date(),
) {
  const changed = { leads: 0, bookings: 0 } as Record<PersonalDataKind, number>;
  for (const kind of Object.keys(PERSONAL_DATA_UIDS) as PersonalDataKind[]) {
    if (!where[kind]) continue;
    const result = await strapi.db
      .query(PERSONAL_DATA_UIDS[kind])
      .updateMany({ where: { $and: [where[kind], { anonymised_at: { $null: true } }] }, data: { ...ANONYMISED_FIELDS, anonymised_at: now } });
    changed[kind] = result.count;
  }
  return changed;
}

/** 'Leads: 2, agendamentos: 1' — what an audit entry says about an anonymisation or export (counts only). */
export const countsLabel = (counts: Record<PersonalDataKind, number>) => `Leads: ${counts.leads}, agendamentos: ${counts.bookings}`;
