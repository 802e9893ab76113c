import type { Core } from '@strapi/strapi';
import { anonymiseExpiredPersonalData } from '../src/jobs/personal-data-retention';

/**
 * Strapi's cron (config/server.ts). The retention job runs daily at 03:00 in São Paulo;
 * PERSONAL_DATA_RETENTION_CRON changes when (a 6-field cron rule, seconds first).
 */
export default {
  personalDataRetention: {
    task: ({ strapi }: { strapi: Core.Strapi }) => anonymiseExpiredPersonalData(strapi),
    options: { rule: process.env.PERSONAL_DATA_RETENTION_CRON || '0 0 3 * * *', tz: 'America/Sao_Paulo' },
  },
};
