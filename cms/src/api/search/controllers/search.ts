import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE, ADMIN_SEARCH_GROUPS, SEARCH_MESSAGES, searchGroupsFor, searchQuerySchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { globalSearch } from '../services/search';

export default {
  /**
   * GET /api/search (editor, admin): the query validated (400 in pt-BR when too short or too long), the groups the
   * caller may read — an editor naming leads or bookings is refused (403), never answered with less.
   */
  async find(ctx) {
    const { q, types } = ctx.query ?? {};
    const query = validateInput(searchQuerySchema, { q, types });
    const role = ctx.state.user?.role?.type;
    if (role !== ADMIN_ROLE_TYPE && query.types?.some((group) => ADMIN_SEARCH_GROUPS.includes(group)))
      return ctx.forbidden(SEARCH_MESSAGES.adminOnly);
    const allowed = searchGroupsFor(role);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await globalSearch(strapi, query.q, query.types ? allowed.filter((group) => query.types!.includes(group)) : allowed);
  },
} satisfies Core.Controller;
