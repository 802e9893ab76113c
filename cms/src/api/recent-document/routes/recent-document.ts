/**
 * 'Abertos recentemente' (issue 57): the caller's own last opened documents — read by Início and the global search,
 * written by each editor as it opens a document. Editors and admins (bootstrap/permissions.ts); leads and bookings for
 * admins only (the controller).
 */
export default {
  routes: [
    { method: 'GET', path: '/me/recent-documents', handler: 'api::recent-document.recent-document.mine' },
    { method: 'POST', path: '/me/recent-documents', handler: 'api::recent-document.recent-document.opened' },
  ],
};
