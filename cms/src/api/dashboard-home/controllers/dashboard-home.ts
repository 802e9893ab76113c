import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE, type DashboardHome } from '@alicerce/domain';
import { contentBlocks } from '../services/content-blocks';
import { funnelBlocks } from '../services/funnel-blocks';

export default {
  /**
   * GET /api/dashboard-home: the content blocks for every team member; the funnel (leads, bookings, deliveries, A/B tests)
   * only for an admin — an editor's answer has `funnel: null`, whatever the browser shows.
   */
  async find(ctx) {
    const admin = ctx.state.user?.role?.type === ADMIN_ROLE_TYPE;
    const [content, funnel] = await Promise.all([contentBlocks(strapi), admin ? funnelBlocks(strapi) : null]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { content, funnel } satisfies DashboardHome };
  },
} satisfies Core.Controller;
