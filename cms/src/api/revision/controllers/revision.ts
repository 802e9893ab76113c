import { factories } from '@strapi/strapi';
import { uidOfSubject } from '../../../editing/editable-types';
import { documentHistory } from '../../../editing/revisions';

/** A document's revisions (who, when, which fields, the stored fields), newest first; 404 for a type that keeps none. */
export default factories.createCoreController('api::revision.revision', ({ strapi }) => ({
  async history(ctx) {
    const { subject, documentId } = ctx.params;
    if (!uidOfSubject(String(subject))) return ctx.notFound('Tipo de conteúdo sem histórico');
    ctx.body = { data: await documentHistory(strapi, String(subject), String(documentId)) };
  },
}));
