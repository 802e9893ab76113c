import type { Core } from '@strapi/strapi';
import { resultsQuerySchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';

export default {
  /** GET /api/results/report (admin): the range's funnel, series and tables, all from SQL aggregates. */
  async report(ctx) {
    const { from, to, touch, granularity } = ctx.query ?? {};
    const query = validateInput(resultsQuerySchema, { from, to, touch, granularity });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await strapi.service('api::results.results').report(query) };
  },
} satisfies Core.Controller;
