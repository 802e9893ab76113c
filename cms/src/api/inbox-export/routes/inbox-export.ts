/**
 * GET /api/inbox-export/leads and /api/inbox-export/bookings?q&status&source&campaign&touch&from&to: the CSV of the
 * inbox's filtered set, streamed. Admins only (bootstrap/permissions.ts): it holds personal data.
 */
const route = (kind: 'leads' | 'bookings') => ({ method: 'GET', path: `/inbox-export/${kind}`, handler: `api::inbox-export.inbox-export.${kind}` });

export default {
  routes: [route('leads'), route('bookings')],
};
