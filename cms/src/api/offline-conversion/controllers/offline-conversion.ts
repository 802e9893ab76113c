import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { offlineConversionsRangeSchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';

const SERVICE = 'api::offline-conversion.offline-conversion';

/** Sends `body` as a file to save, never cached (personal data in the Meta file, hashed or not). */
function download(ctx: Context, name: string, type: string, body: string) {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.type = type;
  ctx.body = body;
}

export default {
  /** GET /api/offline-conversions/google-ads?from&to (admin): Google Ads' import CSV of the range's conversions with a gclid. */
  async googleAds(ctx) {
    const { from, to } = validateInput(offlineConversionsRangeSchema, { from: ctx.query.from, to: ctx.query.to });
    const service = strapi.service(SERVICE);
    download(
      ctx,
      `google-ads-conversoes-${from}-a-${to}.csv`,
      'text/csv; charset=utf-8',
      service.googleAdsCsv(await service.conversions(from, to, true)),
    );
  },

  /** GET /api/offline-conversions/meta?from&to (admin): every qualified/won conversion of the range as Meta CAPI events. */
  async meta(ctx) {
    const { from, to } = validateInput(offlineConversionsRangeSchema, { from: ctx.query.from, to: ctx.query.to });
    const service = strapi.service(SERVICE);
    download(
      ctx,
      `meta-conversoes-${from}-a-${to}.json`,
      'application/json; charset=utf-8',
      JSON.stringify(service.metaEvents(await service.conversions(from, to, false)), null, 2),
    );
  },
} satisfies Core.Controller;
