/** Registered before the core routes so "upsert" is never read as a document id. */
export default {
  routes: [{ method: 'PUT', path: '/site-settings/upsert', handler: 'api::site-setting.site-setting.upsert' }],
};
