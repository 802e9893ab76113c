import { factories } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';
import { EDITABLE_TYPES, uidOfSubject } from '../../../editing/editable-types';
import { listTrash, restoreFromTrash, trashEntry } from '../../../editing/trash';

/** GET /api/trash?subject=case — what is in the Lixeira, newest first; POST /api/trash/:id/restore — brings one back. */
export default factories.createCoreController('api::trash-entry.trash-entry', ({ strapi }) => ({
  async list(ctx) {
    const subject = typeof ctx.query.subject === 'string' ? ctx.query.subject : undefined;
    if (subject && !uidOfSubject(subject)) return ctx.badRequest('Tipo de conteúdo desconhecido.');
    ctx.body = { data: await listTrash(strapi, subject) };
  },

  async restore(ctx) {
    const entry = await trashEntry(strapi, Number(ctx.params.id));
    if (!entry) return ctx.notFound('Este item não está mais na Lixeira.');
    const uid = uidOfSubject(entry.subject_type)!;
    if (EDITABLE_TYPES[uid].adminOnly && ctx.state.user?.role?.type !== ADMIN_ROLE_TYPE)
      return ctx.forbidden('Somente administradores alteram este conteúdo.');
    ctx.body = await restoreFromTrash(strapi, entry);
  },
}));
