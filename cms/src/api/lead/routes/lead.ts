import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::lead.lead', {
  only: ['create', 'find', 'findOne', 'update', 'delete'],
  config: {
    create: {
      middlewares: [
        {
          name: 'global::rate-limit',
          config: {
            max: Number(process.env.LEAD_RATE_LIMIT_MAX ?? 10),
            windowMs: Number(process.env.LEAD_RATE_LIMIT_WINDOW_MS ?? 10 * 60_000),
          },
        },
      ],
    },
  },
});
