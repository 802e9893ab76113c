import { factories } from '@strapi/strapi';

/** Public: create only (rate-limited per IP, tiny body). Admin: find by consent id. No update or delete: proof. */
export default factories.createCoreRouter('api::consent-record.consent-record', {
  only: ['create', 'find'],
  config: {
    create: {
      middlewares: [
        {
          name: 'global::rate-limit',
          config: {
            // A visitor makes a choice or two; offices behind one address make more.
            max: Number(process.env.CONSENT_RATE_LIMIT_MAX ?? 30),
            windowMs: Number(process.env.CONSENT_RATE_LIMIT_WINDOW_MS ?? 10 * 60_000),
          },
        },
        { name: 'global::body-size', config: { maxBytes: 1024 } },
      ],
    },
  },
});
