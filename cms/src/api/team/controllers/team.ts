import type { Core } from '@strapi/strapi';
import { teamInviteSchema, teamMemberChangeSchema, type TeamMember } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { resetSecondFactor } from '../../../second-factor/service';
import { recordAudit, requestActor } from '../../../utils/audit-log';

const team = () => strapi.service('api::team.team');

export default {
  async list(ctx) {
    ctx.body = { data: await team().list() };
  },

  async update(ctx) {
    const id = Number(ctx.params.id);
    const change = validateInput(teamMemberChangeSchema, ctx.request.body?.data);
    const member = Number.isInteger(id) && id > 0 ? await team().change(id, change, ctx.state.user?.id) : null;
    if (!member) return ctx.notFound('Conta não encontrada.');
    ctx.body = { data: member };
  },

  async invite(ctx) {
    const { email, role } = validateInput(teamInviteSchema, ctx.request.body?.data);
    ctx.status = 201;
    ctx.body = { data: await team().invite(email, role) };
  },

  /** POST /api/team/members/:id/second-factor/reset: the account signs in with its password alone until it enrols again. */
  async resetSecondFactor(ctx) {
    const id = Number(ctx.params.id);
    const member = Number.isInteger(id) && id > 0 ? ((await team().list()) as TeamMember[]).find((m) => m.id === id) : undefined;
    if (!member) return ctx.notFound('Conta não encontrada.');
    const hadFactor = await resetSecondFactor(strapi, id);
    const actor = requestActor(strapi);
    if (hadFactor && actor) {
      await recordAudit(strapi, actor, { action: 'second_factor_reset', subject_type: 'user', subject_id: id, label: member.username });
    }
    ctx.body = { data: { reset: hadFactor } };
  },
} satisfies Core.Controller;
