import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { currentSessionKey, endSession, endSessionsExcept, listSessions, SESSION_KEY, sessionLabel } from '../../../sessions/account-sessions';
import { recordAudit, requestActor } from '../../../utils/audit-log';

const NOT_FOUND = 'Sessão não encontrada.';
const NO_ACCOUNT = 'Conta não encontrada.';

const signedInId = (ctx: Context) => Number((ctx.state as { user?: { id?: unknown } }).user?.id);

/** The account of `:id` (Equipe), or null when there is none. */
async function member(ctx: Context): Promise<{ id: number; username: string } | null> {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return strapi.db.query('plugin::users-permissions.user').findOne({ where: { id }, select: ['id', 'username'] });
}

async function audit(target: { id: number; username: string }, label: string) {
  const actor = requestActor(strapi);
  if (actor)
    await recordAudit(strapi, actor, {
      action: 'session_ended',
      subject_type: 'session',
      subject_id: target.id,
      label: `${target.username}: ${label}`,
    });
}

export default {
  /** GET /api/account/sessions: the caller's sessions, the one making this request marked `current`. */
  async mine(ctx) {
    ctx.body = { data: await listSessions(strapi, signedInId(ctx), await currentSessionKey(strapi, ctx)) };
  },

  /** DELETE /api/account/sessions/:key — 'Encerrar' (the current one too: that is signing out). */
  async endMine(ctx) {
    const key = String(ctx.params.key ?? '');
    if (!SESSION_KEY.test(key) || !(await endSession(strapi, signedInId(ctx), key))) return ctx.notFound(NOT_FOUND);
    ctx.body = { data: { ended: 1 } };
  },

  /** POST /api/account/sessions/end-others — 'Encerrar todas as outras': every session but this request's. */
  async endOthers(ctx) {
    const current = await currentSessionKey(strapi, ctx);
    ctx.body = { data: { ended: current ? await endSessionsExcept(strapi, signedInId(ctx), current) : 0 } };
  },

  /** GET /api/team/members/:id/sessions (admins) */
  async ofMember(ctx) {
    const target = await member(ctx);
    if (!target) return ctx.notFound(NO_ACCOUNT);
    const current = target.id === signedInId(ctx) ? await currentSessionKey(strapi, ctx) : null;
    ctx.body = { data: await listSessions(strapi, target.id, current) };
  },

  /** DELETE /api/team/members/:id/sessions/:key (admins, audited) */
  async endOfMember(ctx) {
    const target = await member(ctx);
    if (!target) return ctx.notFound(NO_ACCOUNT);
    const key = String(ctx.params.key ?? '');
    const session = SESSION_KEY.test(key) ? (await listSessions(strapi, target.id, null)).find((one) => one.id === key) : undefined;
    if (!session || !(await endSession(strapi, target.id, key))) return ctx.notFound(NOT_FOUND);
    await audit(target, sessionLabel(session));
    ctx.body = { data: { ended: 1 } };
  },

  /** POST /api/team/members/:id/sessions/end-all (admins, audited): every session of the account (the admin's own but this one). */
  async endAllOfMember(ctx) {
    const target = await member(ctx);
    if (!target) return ctx.notFound(NO_ACCOUNT);
    const keep = target.id === signedInId(ctx) ? await currentSessionKey(strapi, ctx) : null;
    const ended = await endSessionsExcept(strapi, target.id, keep);
    if (ended) await audit(target, `todas as sessões (${ended})`);
    ctx.body = { data: { ended } };
  },
} satisfies Core.Controller;
