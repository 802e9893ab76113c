import type { Core } from '@strapi/strapi';
import { adSpendInputSchema, resultsQuerySchema } from '@alicerce/domain';
import { errors } from '@strapi/utils';
import { validateInput } from '../../../utils/validate-input';

const SERVICE = 'api::ad-spend.ad-spend';

export default {
  /** GET /api/ad-spends?from&to: the spend of every month the range touches, by month then campaign. */
  async list(ctx) {
    const { from, to } = validateInput(resultsQuerySchema, { from: ctx.query.from, to: ctx.query.to });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await strapi.service(SERVICE).list(from.slice(0, 7), to.slice(0, 7)) };
  },

  /** PUT /api/ad-spends { data: { campaign, month, amount } }: sets the campaign's spend of that month (one row each). */
  async upsert(ctx) {
    const input = validateInput(adSpendInputSchema, ctx.request.body?.data);
    ctx.body = { data: await strapi.service(SERVICE).upsert(input) };
  },

  /** DELETE /api/ad-spends/:documentId. */
  async remove(ctx) {
    if (!(await strapi.service(SERVICE).remove(String(ctx.params.documentId)))) throw new errors.NotFoundError('Investimento não encontrado.');
    ctx.status = 204;
  },
} satisfies Core.Controller;
