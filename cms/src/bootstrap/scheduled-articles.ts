import type { Core } from '@strapi/strapi';
import { articleServiceOf } from '../api/article/services/article';

/** Every minute by default; tests shorten it (e.g. `*\/2 * * * * *`, with seconds). */
export const ARTICLE_SCHEDULE_RULE = () => process.env.ARTICLE_SCHEDULE_CRON || '0 * * * * *';

/**
 * Publishes scheduled articles once their time has come (the dashboard's 'Agendar'). One run at a time: a slow
 * run is never overlapped by the next tick.
 */
export function scheduleArticlePublishing(strapi: Core.Strapi) {
  let running = false;
  strapi.cron.add({
    publishScheduledArticles: {
      options: { rule: ARTICLE_SCHEDULE_RULE() },
      task: async () => {
        if (running) return;
        running = true;
        try {
          const published = await articleServiceOf(strapi).publishDue();
          if (published.length) strapi.log.info(`[articles] ${published.length} scheduled article(s) published`);
        } catch (error) {
          strapi.log.error(`[articles] scheduled publishing failed: ${(error as Error).message}`);
        } finally {
          running = false;
        }
      },
    },
  });
}
