/** The 'Resultados' tab's ad spend (admins only, bootstrap/permissions.ts): list a range's months, set one, delete one. */
export default {
  routes: [
    { method: 'GET', path: '/ad-spends', handler: 'api::ad-spend.ad-spend.list' },
    { method: 'PUT', path: '/ad-spends', handler: 'api::ad-spend.ad-spend.upsert' },
    { method: 'DELETE', path: '/ad-spends/:documentId', handler: 'api::ad-spend.ad-spend.remove' },
  ],
};
