/** GET /api/revisions/:subject/:documentId (editors and admins, bootstrap/permissions.ts): a document's history, newest first. Written only by the CMS. */
export default {
  routes: [{ method: 'GET', path: '/revisions/:subject/:documentId', handler: 'api::revision.revision.history' }],
};
