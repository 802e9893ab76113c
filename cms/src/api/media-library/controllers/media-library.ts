import type { Core } from '@strapi/strapi';
import { mediaBulkDeleteSchema, mediaLibraryQuerySchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { removeUnusedFiles } from '../../../media/in-use-guard';

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
} satisfies Core.Controller;
