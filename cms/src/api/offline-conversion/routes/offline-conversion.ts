/** Admins only (permissions.ts): the offline-conversion files for Google Ads and Meta (docs/analytics.md). */
export default {
  routes: [
    { method: 'GET', path: '/offline-conversions/google-ads', handler: 'api::offline-conversion.offline-conversion.googleAds' },
    { method: 'GET', path: '/offline-conversions/meta', handler: 'api::offline-conversion.offline-conversion.meta' },
  ],
};
