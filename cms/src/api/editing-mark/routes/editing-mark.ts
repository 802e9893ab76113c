/**
 * "Who is editing" (editors and admins, bootstrap/permissions.ts; site scripts: admins only), editing/presence.ts:
 * a heartbeat that keeps this tab's mark and answers the others', its release, a take-over, and the lists' query.
 */
export default {
  routes: [
    { method: 'PUT', path: '/editing/:subject/:documentId', handler: 'api::editing-mark.editing-mark.heartbeat' },
    { method: 'DELETE', path: '/editing/:subject/:documentId', handler: 'api::editing-mark.editing-mark.release' },
    { method: 'POST', path: '/editing/:subject/:documentId/take-over', handler: 'api::editing-mark.editing-mark.takeOver' },
    { method: 'GET', path: '/editing/:subject', handler: 'api::editing-mark.editing-mark.list' },
  ],
};
