/**
 * POST /api/analytics/beacon: public, rate-limited per IP (the public pages' cookieless beacon).
 * GET /api/analytics/summary?from&to: admin only (permissions.ts).
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/analytics/beacon',
      handler: 'api::analytics.analytics.beacon',
      config: {
        middlewares: [
          {
            name: 'global::rate-limit',
            config: {
              max: Number(process.env.ANALYTICS_RATE_LIMIT_MAX ?? 120),
              windowMs: Number(process.env.ANALYTICS_RATE_LIMIT_WINDOW_MS ?? 60_000),
            },
          },
        ],
      },
    },
    {
      method: 'GET',
      path: '/analytics/summary',
      handler: 'api::analytics.analytics.summary',
    },
  ],
};
