/** Registered before the core routes so "upsert" is never read as a document id. */
export default {
  routes: [{ method: 'PUT', path: '/page-contents/upsert', handler: 'api::page-content.page-content.upsert' }],
};
