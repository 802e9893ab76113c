import { saoPauloToUtc, type BookingState } from './booking-calendar';
import { BULK_MAX } from './bulk-actions';
import type { LeadStatus } from './lead';
import { z } from './zod';

/**
 * The dashboard's inbox (Leads, Agendamentos) at volume: one set of filters that the grid sends to Strapi's REST list
 * and the CMS's streamed CSV export applies, and the export's columns — so the list and its file never disagree.
 */

export const INBOX_KINDS = ['leads', 'bookings'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Which UTM the source and campaign filters read: the last touch (`utm_*`) or the first (`first_utm_*`). */
export const INBOX_TOUCHES = ['last', 'first'] as const;
export type InboxTouch = (typeof INBOX_TOUCHES)[number];

const text = z.string().trim().max(200).optional();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** The filter bar's values (all optional; empty strings mean "any"). Dates are São Paulo days, both inclusive. */
export const inboxFilterSchema = z.object({
  q: text,
  status: text,
  source: text,
  campaign: text,
  touch: z.enum(INBOX_TOUCHES).optional(),
  from: isoDate.or(z.literal('')),
  to: isoDate.or(z.literal('')),
  /** A selection (bulk 'Exportar'): its documentIds, comma-separated, up to BULK_MAX; the other filters still apply. */
  ids: z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,100}(,[A-Za-z0-9_-]{1,100}){0,${BULK_MAX - 1}}$`), `Escolha de 1 a ${BULK_MAX} registros de uma vez.`)
    .optional(),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export const INBOX_STATUS_FIELD: Record<InboxKind, 'lead_status' | 'booking_state'> = { leads: 'lead_status', bookings: 'booking_state' };

/** Fields the free-text search reads, each with `$containsi`, any of them matching. */
export const INBOX_SEARCH_FIELDS = ['name', 'email', 'phone', 'company'] as const;

const DAY_MS = 86_400_000;

/**
 * The Strapi filter object (REST `filters`, or `where` of the query engine) of `filter` on `kind`: every condition
 * must hold ($and); search is an $or of $containsi over name, e-mail, phone and company.
 */
export function inboxWhere(kind: InboxKind, filter: InboxFilter): { $and: Array<Record<string, unknown>> } {
  const and: Array<Record<string, unknown>> = [];
  const prefix = filter.touch === 'first' ? 'first_' : '';
  const q = filter.q?.trim();
  if (filter.status) and.push({ [INBOX_STATUS_FIELD[kind]]: { $eq: filter.status } });
  if (filter.source?.trim()) and.push({ [`${prefix}utm_source`]: { $eq: filter.source.trim() } });
  if (filter.campaign?.trim()) and.push({ [`${prefix}utm_campaign`]: { $eq: filter.campaign.trim() } });
  if (filter.from) and.push({ createdAt: { $gte: saoPauloToUtc(filter.from, '00:00').toISOString() } });
  if (filter.to) and.push({ createdAt: { $lt: new Date(saoPauloToUtc(filter.to, '00:00').getTime() + DAY_MS).toISOString() } });
  if (filter.ids) and.push({ documentId: { $in: filter.ids.split(',') } });
  if (q) and.push({ $or: INBOX_SEARCH_FIELDS.map((field) => ({ [field]: { $containsi: q } })) });
  return { $and: and };
}

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Novo',
  contacted: 'Contatado',
  won: 'Ganho',
  lost: 'Perdido',
};

export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  confirmed: 'Confirmado',
  cancelled: 'Cancelado',
};
