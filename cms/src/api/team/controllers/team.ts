import type { Core } from '@strapi/strapi';
import { teamInviteSchema, teamMemberChangeSchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';

const team = () => strapi.service('api::team.team');

export default {
  async list(ctx) {
    ctx.body = { data: await team().list() };
  },

  async update(ctx) {
    const id = Number(ctx.params.id);
    const change = validateInput(teamMemberChangeSchema, ctx.request.body?.data);
    const member = Number.isInteger(id) && id > 0 ? await team().change(id, change) : null;
    if (!member) return ctx.notFound('Conta não encontrada.');
    ctx.body = { data: member };
  },

  async invite(ctx) {
    const { email, role } = validateInput(teamInviteSchema, ctx.request.body?.data);
    ctx.status = 201;
    ctx.body = { data: await team().invite(email, role) };
  },
} satisfies Core.Controller;
