import { factories, type Core } from '@strapi/strapi';
import { BOOKING_TIME_ZONE, type ArticlePublication } from '@alicerce/domain';
import type { DocumentFields } from '../../../utils/document-fields';

const UID = 'api::article.article';

/** Today in Brazil (yyyy-mm-dd): the date an article shows once published. */
const todayInBrazil = () => new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE }).format(new Date());

/**
 * Publication of articles, in one place for the dashboard's saves and the scheduled-publish job. An article is
 * 'publicado' when it has a published version, 'agendado' when it has none and a `scheduled_at`, else 'rascunho'.
 */
const articleService = factories.createCoreService(UID, ({ strapi }) => {
  const documents = () => strapi.documents(UID);
  const isPublished = async (documentId: string) => (await documents().findOne({ documentId, status: 'published', fields: ['documentId'] })) !== null;

  /** Publishes the current draft; the first publication dates the article (re-publishing an edit keeps its date). */
  const publishNow = async (documentId: string) => {
    const dated = await isPublished(documentId);
    const fields: DocumentFields = { scheduled_at: null, ...(dated ? {} : { published_date: todayInBrazil() }) };
    await documents().update({ documentId, data: fields });
    await documents().publish({ documentId });
  };

  return {
    isPublished,
    publishNow,

    async applyPublication(documentId: string, publication: ArticlePublication, scheduledAt?: string | null) {
      if (publication === 'publicado') return publishNow(documentId);
      if (await isPublished(documentId)) await documents().unpublish({ documentId });
      const fields: DocumentFields = { scheduled_at: publication === 'agendado' ? scheduledAt : null };
      await documents().update({ documentId, data: fields });
    },

    /** Publishes every unpublished article whose scheduled time has come; publishing clears it, so a rerun does nothing. */
    async publishDue(now = new Date()) {
      const due = await documents().findMany({
        status: 'draft',
        filters: { scheduled_at: { $notNull: true, $lte: now.toISOString() } },
        fields: ['documentId'],
      });
      for (const { documentId } of due) await publishNow(documentId);
      return due.map(({ documentId }) => documentId);
    },
  };
});

export default articleService;

/** This service as its callers use it: Strapi types every `strapi.service(uid)` as a bag of `any`. */
export type ArticleService = ReturnType<typeof articleService>;
export const articleServiceOf = (strapi: Core.Strapi) => strapi.service(UID) as ArticleService;
