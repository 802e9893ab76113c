import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MEDIA_MESSAGES, mediaBulkDeleteSchema, mediaLibraryQuerySchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { removeUnusedFiles } from '../../../media/in-use-guard';
import { deleteOrRetire } from '../../../media/retired-files';

export default {
  /** GET /api/media-library/files (editor/admin): one page of 'Mídia', each file with where it is used. */
  async files(ctx) {
    const query = validateInput(mediaLibraryQuerySchema, ctx.query ?? {});
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await strapi.service('api::media-library.media-library').list(query);
  },
  /** POST /api/media-library/bulk-delete { ids } (editor/admin): removes unused files, all or none. */
  async bulkDelete(ctx) {
    const { ids } = validateInput(mediaBulkDeleteSchema, ctx.request.body);
    ctx.body = { data: { removed: await removeUnusedFiles(strapi, ids) } };
  },
  /**
   * POST /api/media-library/files/:id/delete (editor/admin): 'Excluir' of 'Mídia' — deleted when nothing names it,
   * retired when only older versions or the Lixeira do (media/retired-files.ts), refused while a page uses it.
   */
  async remove(ctx) {
    const id = Number(ctx.params.id);
    if (!Number.isInteger(id) || id <= 0) throw new errors.NotFoundError(MEDIA_MESSAGES.notFound);
    ctx.body = { data: await deleteOrRetire(strapi, id) };
  },
} satisfies Core.Controller;
