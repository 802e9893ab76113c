import {
  BOOKING_CSV_HEADER,
  CLICK_ID_FIELDS,
  bookingCsvRow,
  CSV_BOM,
  csvLine,
  inboxWhere,
  LEAD_CSV_HEADER,
  leadCsvRow,
  type CsvCell,
  type InboxFilter,
  type InboxKind,
} from '@alicerce/domain';
import type { Core } from '@strapi/strapi';

/** Rows read per database query: the file grows as they are written, memory stays flat whatever the set's size. */
export const EXPORT_BATCH = 500;

type Row = { id: number; createdAt: string | Date } & Record<string, unknown>;

const SOURCES: Record<InboxKind, { uid: string; header: string[]; row: (row: Row) => CsvCell[]; fields: string[] }> = {
  leads: {
    uid: 'api::lead.lead',
    header: LEAD_CSV_HEADER,
    row: (row) => leadCsvRow(row as never),
    fields: [
      'id',
      'createdAt',
      'name',
      'email',
      'phone',
      'company',
      'message',
      'source_page',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'lead_status',
      ...CLICK_ID_FIELDS,
    ],
  },
  bookings: {
    uid: 'api::booking.booking',
    header: BOOKING_CSV_HEADER,
    row: (row) => bookingCsvRow(row as never),
    fields: ['id', 'createdAt', 'date', 'time', 'name', 'email', 'phone', 'company', 'message', 'meeting_url', 'booking_state', ...CLICK_ID_FIELDS],
  },
};

/**
 * The CSV of `filter` on `kind`, newest first, one chunk per batch: the BOM and pt-BR header, then the rows read with a
 * keyset on (createdAt, id) — each batch starts after the last row written, so no OFFSET grows with the file.
 */
export async function* inboxCsv(strapi: Core.Strapi, kind: InboxKind, filter: InboxFilter): AsyncGenerator<string> {
  const { uid, header, row, fields } = SOURCES[kind];
  const where = inboxWhere(kind, filter);
  yield `${CSV_BOM}${csvLine(header)}`;
  let last: Row | undefined;
  for (;;) {
    const after = last ? [{ $or: [{ createdAt: { $lt: last.createdAt } }, { createdAt: last.createdAt, id: { $lt: last.id } }] }] : [];
    const batch = (await strapi.db.query(uid as never).findMany({
      select: fields,
      where: { $and: [...where.$and, ...after] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: EXPORT_BATCH,
    })) as Row[];
    if (batch.length === 0) return;
    yield batch.map((one) => csvLine(row(one))).join('');
    if (batch.length < EXPORT_BATCH) return;
    last = batch[batch.length - 1];
  }
}
