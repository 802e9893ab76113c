import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ANALYTICS_MESSAGES, analyticsBeaconSchema, analyticsRangeSchema, isAdminPath, saoPauloNow } from '@alicerce/domain';
import { errors } from '@strapi/utils';
import { isBotUserAgent } from '../../../utils/bot-user-agent';
import { validateInput } from '../../../utils/validate-input';

const SERVICE = 'api::analytics.analytics';

/** navigator.sendBeacon sends its JSON as text/plain (no CORS preflight): the body parser leaves a string. */
function beaconPayload(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new errors.ValidationError(ANALYTICS_MESSAGES.invalidBeacon);
  }
}

/** The browser says the visitor opted out of tracking (Global Privacy Control or Do Not Track). */
const optedOut = (ctx: Context) => ctx.get('Sec-GPC') === '1' || ctx.get('DNT') === '1';

export default {
  /**
   * POST /api/analytics/beacon (public): counts a page view or a click in the aggregated counters. Bots, /admin
   * pages and visitors who opted out are answered the same 204 and nothing is counted; nothing about the request
   * (IP, user agent, cookies) is stored.
   */
  async beacon(ctx) {
    const beacon = validateInput(analyticsBeaconSchema, beaconPayload(ctx.request.body));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
    if (isBotUserAgent(ctx.get('User-Agent')) || optedOut(ctx) || isAdminPath(beacon.path)) return;
    await strapi.service(SERVICE).record(beacon, saoPauloNow(new Date()).date);
  },

  /** GET /api/analytics/summary?from&to (admin): totals and breakdowns of the range (days in São Paulo time). */
  async summary(ctx) {
    const { from, to } = validateInput(analyticsRangeSchema, { from: ctx.query.from, to: ctx.query.to });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await strapi.service(SERVICE).summary(from, to) };
  },
} satisfies Core.Controller;
