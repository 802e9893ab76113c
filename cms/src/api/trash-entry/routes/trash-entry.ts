/** The 'Lixeira' (editors and admins, bootstrap/permissions.ts): deleted documents, and bringing one back. Written only by the CMS. */
export default {
  routes: [
    { method: 'GET', path: '/trash', handler: 'api::trash-entry.trash-entry.list' },
    { method: 'POST', path: '/trash/:id/restore', handler: 'api::trash-entry.trash-entry.restore' },
  ],
};
