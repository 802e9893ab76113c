/** Bulk actions of Leads and Agendamentos (issue 57, domain/src/inbox-bulk.ts): admins only (bootstrap/permissions.ts). */
const route = (kind: 'leads' | 'bookings') => ({ method: 'POST', path: `/inbox-bulk/${kind}`, handler: `api::inbox-bulk.inbox-bulk.${kind}` });

export default {
  routes: [route('leads'), route('bookings')],
};
