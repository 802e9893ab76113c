import { factories, type UID } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';
import { EDITABLE_TYPES, uidOfSubject } from '../../../editing/editable-types';
import { documentHistory } from '../../../editing/revisions';
import { restoreRevision } from '../../../editing/restore';

/** A document's revisions (who, when, which fields, the stored fields), newest first; 404 for a type that keeps none. */
export default factories.createCoreController('api::revision.revision', ({ strapi }) => ({
  async history(ctx) {
    const { subject, documentId } = ctx.params;
    if (!uidOfSubject(String(subject))) return ctx.notFound('Tipo de conteúdo sem histórico');
    ctx.body = { data: await documentHistory(strapi, String(subject), String(documentId)) };
  },

  async restore(ctx) {
    const { subject, documentId, revisionId } = ctx.params;
    const uid = uidOfSubject(String(subject));
    if (!uid) return ctx.notFound('Tipo de conteúdo sem histórico');
    if (EDITABLE_TYPES[uid].adminOnly && ctx.state.user?.role?.type !== ADMIN_ROLE_TYPE)
      return ctx.forbidden('Somente administradores alteram este conteúdo.');
    ctx.body = await restoreRevision(
      strapi,
      ctx,
      uid as UID.CollectionType,
      String(documentId),
      Number(revisionId),
      ctx.request.body?.publication === true,
    );
  },
}));
