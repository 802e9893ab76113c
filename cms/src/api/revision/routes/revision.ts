/** GET /api/revisions/:subject/:documentId (editors and admins, bootstrap/permissions.ts): a document's history, newest first. Written only by the CMS. */
export default {
  routes: [
    { method: 'GET', path: '/revisions/:subject/:documentId', handler: 'api::revision.revision.history' },
    // 'Restaurar esta versão' (If-Match: the version shown now; `{ publication: true }` to restore the publication too).
    { method: 'POST', path: '/revisions/:subject/:documentId/:revisionId/restore', handler: 'api::revision.revision.restore' },
  ],
};
