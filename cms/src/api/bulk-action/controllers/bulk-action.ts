import type { Core } from '@strapi/strapi';
import { BULK_MESSAGES, BULK_SUBJECTS, bulkRequestSchema, isBulkSubject } from '@alicerce/domain';
import { errors } from '@strapi/utils';
import { runBulk } from '../../../editing/bulk';
import { validateInput } from '../../../utils/validate-input';

export default {
  /**
   * POST /api/bulk/:subject { action, rows: [{ documentId, version }] } (editors and admins, bootstrap/permissions.ts):
   * one action on up to BULK_MAX rows, all or none (editing/bulk.ts). A type or action without bulk is a pt-BR 400.
   */
  async run(ctx) {
    const { subject } = ctx.params;
    if (!isBulkSubject(subject)) throw new errors.ValidationError(BULK_MESSAGES.subject);
    const { action, rows } = validateInput(bulkRequestSchema, ctx.request.body);
    if (!(BULK_SUBJECTS[subject] as readonly string[]).includes(action)) throw new errors.ValidationError(BULK_MESSAGES.action);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await runBulk(strapi, ctx, subject, action, rows) };
  },
} satisfies Core.Controller;
