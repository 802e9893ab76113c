import type { Core } from '@strapi/strapi';
import { Readable } from 'node:stream';
import { inboxFilterSchema, type InboxKind } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { inboxCsv } from '../services/inbox-export';

const today = () => new Date().toISOString().slice(0, 10);
const FILE_NOUN: Record<InboxKind, string> = { leads: 'leads', bookings: 'agendamentos' };

/** Streams the filtered CSV: headers go out at once, the rows as they are read (never the whole set in memory). */
function streamCsv(kind: InboxKind): Core.ControllerHandler {
  return async (ctx) => {
    const filter = validateInput(inboxFilterSchema, { ...ctx.query });
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${FILE_NOUN[kind]}-${today()}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = Readable.from(inboxCsv(strapi, kind, filter));
  };
}

export default {
  /** GET /api/inbox-export/leads (admin): the Leads tab's filtered set as CSV. */
  leads: streamCsv('leads'),
  /** GET /api/inbox-export/bookings (admin): the Agendamentos tab's filtered set as CSV. */
  bookings: streamCsv('bookings'),
} satisfies Core.Controller;
