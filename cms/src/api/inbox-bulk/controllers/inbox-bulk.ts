import type { Core } from '@strapi/strapi';
import { inboxBulkSchema, type InboxKind } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { runInboxBulk } from '../services/inbox-bulk';

/**
 * POST /api/inbox-bulk/leads and /api/inbox-bulk/bookings `{ action: 'status', status, rows } | { action: 'erase', rows }`
 * (admins only, bootstrap/permissions.ts): a status or the LGPD erasure on up to BULK_MAX rows, all or none.
 */
const run =
  (kind: InboxKind): Core.ControllerHandler =>
  async (ctx) => {
    const request = validateInput(inboxBulkSchema(kind), ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await runInboxBulk(strapi, ctx, kind, request) };
  };

export default { leads: run('leads'), bookings: run('bookings') } satisfies Core.Controller;
