import type { Core } from '@strapi/strapi';
import { anonymiseExpiredPersonalData } from '../src/jobs/personal-data-retention';
import { purgeTrash } from '../src/editing/trash';
import { purgeRetiredFiles } from '../src/media/retired-files';

/**
 * Strapi's cron (config/server.ts). The retention job runs daily at 03:00 in São Paulo;
 * PERSONAL_DATA_RETENTION_CRON changes when (a 6-field cron rule, seconds first). The Lixeira's purge (documents
 * deleted more than 30 days ago, with their history) runs daily at 03:30; TRASH_PURGE_CRON changes when. Then, at 03:45,
 * the media files retired from 'Mídia' that no kept version or Lixeira entry names any more are deleted
 * (src/media/retired-files.ts); RETIRED_FILES_PURGE_CRON changes when.
 */
export default {
  personalDataRetention: {
    task: ({ strapi }: { strapi: Core.Strapi }) => anonymiseExpiredPersonalData(strapi),
    options: { rule: process.env.PERSONAL_DATA_RETENTION_CRON || '0 0 3 * * *', tz: 'America/Sao_Paulo' },
  },
  trashPurge: {
    task: ({ strapi }: { strapi: Core.Strapi }) => purgeTrash(strapi),
    options: { rule: process.env.TRASH_PURGE_CRON || '0 30 3 * * *', tz: 'America/Sao_Paulo' },
  },
  retiredFilesPurge: {
    task: ({ strapi }: { strapi: Core.Strapi }) => purgeRetiredFiles(strapi),
    options: { rule: process.env.RETIRED_FILES_PURGE_CRON || '0 45 3 * * *', tz: 'America/Sao_Paulo' },
  },
};
