import { factories } from '@strapi/strapi';

/** Public: create only (rate-limited). Admin: find, findOne, update (e.g. booking_state → cancelled frees the slot). */
export default factories.createCoreRouter('api::booking.booking', {
  only: ['create', 'find', 'findOne', 'update'],
  config: {
    create: {
      middlewares: [
        {
          name: 'global::rate-limit',
          config: {
            max: Number(process.env.BOOKING_RATE_LIMIT_MAX ?? 10),
            windowMs: Number(process.env.BOOKING_RATE_LIMIT_WINDOW_MS ?? 10 * 60_000),
          },
        },
      ],
    },
  },
});
