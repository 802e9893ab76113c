import { SEARCH_LIMITS } from '@alicerce/domain';

/**
 * GET /api/search?q=…&types=…: the dashboard's global search (issue 57), editors and admins (bootstrap/permissions.ts);
 * leads and bookings for admins only (the controller). Rate-limited per address (SEARCH_LIMITS.perMinute a minute; SEARCH_RATE_LIMIT_MAX lifts it for the
 * bench): the field asks once the typing settles.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/search',
      handler: 'api::search.search.find',
      config: {
        middlewares: [
          {
            name: 'global::rate-limit',
            config: { name: 'search', max: Number(process.env.SEARCH_RATE_LIMIT_MAX ?? SEARCH_LIMITS.perMinute), windowMs: 60_000 },
          },
        ],
      },
    },
  ],
};
