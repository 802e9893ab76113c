import type { Core } from '@strapi/strapi';
import { ADMIN_RECENT_KINDS, RECENT_DOCUMENTS_MESSAGES, recentDocumentInputSchema, recentKindsFor } from '@alicerce/domain';
import { documentExists, recentDocumentsOf, recordOpened } from '../../../recent/recent-documents';
import { validateInput } from '../../../utils/validate-input';

const signedInId = (ctx: { state: { user?: { id?: unknown } } }) => Number(ctx.state.user?.id);

export default {
  /** GET /api/me/recent-documents: the caller's last five opened documents it may still open, newest first. */
  async mine(ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await recentDocumentsOf(strapi, signedInId(ctx), recentKindsFor(ctx.state.user?.role?.type)) };
  },

  /**
   * POST /api/me/recent-documents `{ kind, documentId }`: the caller opened this document. 400 for a bad kind or id,
   * 403 for an editor naming a lead or booking, 404 for a document that does not exist; 204 once recorded.
   */
  async opened(ctx) {
    const input = validateInput(recentDocumentInputSchema, ctx.request.body);
    if (ADMIN_RECENT_KINDS.includes(input.kind) && !recentKindsFor(ctx.state.user?.role?.type).includes(input.kind))
      return ctx.forbidden(RECENT_DOCUMENTS_MESSAGES.adminOnly);
    if (!(await documentExists(strapi, input.kind, input.documentId))) return ctx.notFound(RECENT_DOCUMENTS_MESSAGES.notFound);
    await recordOpened(strapi, signedInId(ctx), input.kind, input.documentId);
    ctx.status = 204;
  },
} satisfies Core.Controller;
