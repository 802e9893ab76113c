/** GET /api/results/report?from&to&touch&granularity: admin only (bootstrap/permissions.ts), the 'Resultados' tab. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/results/report',
      handler: 'api::results.results.report',
    },
  ],
};
