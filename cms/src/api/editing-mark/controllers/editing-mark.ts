import type { Context } from 'koa';
import { factories, type Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE, EDITING_PRESENCE_MESSAGES } from '@alicerce/domain';
import { editingNow, heartbeat, release, takeOver, type PresenceTarget } from '../../../editing/presence';
import { presenceDocument, presenceIds, presenceSubject, presenceTab } from '../../../editing/presence-input';
import { requestActor, type AuditActor } from '../../../utils/audit-log';

type Ctx = Context;

/**
 * The caller, the subject and (when `withDocument`) the document of a presence request; answers 400 (pt-BR) or 403
 * itself and returns null when they do not hold.
 */
function checked(ctx: Ctx, strapi: Core.Strapi, withDocument: boolean): { actor: AuditActor; subject: string; documentId: string } | null {
  const actor = requestActor(strapi);
  if (!actor) {
    ctx.unauthorized();
    return null;
  }
  const subject = presenceSubject(ctx.params.subject);
  if (!subject.ok) {
    ctx.badRequest(subject.message);
    return null;
  }
  if (subject.value.adminOnly && ctx.state.user?.role?.type !== ADMIN_ROLE_TYPE) {
    ctx.forbidden(EDITING_PRESENCE_MESSAGES.adminOnly);
    return null;
  }
  const documentId = withDocument ? presenceDocument(ctx.params.documentId) : { ok: true as const, value: '' };
  if (!documentId.ok) {
    ctx.badRequest(documentId.message);
    return null;
  }
  return { actor, subject: subject.value.subject, documentId: documentId.value };
}

/** "Who is editing": heartbeat (PUT), release (DELETE ?tab=), take-over (POST …/take-over) and the lists' query (GET ?ids=). */
export default factories.createCoreController('api::editing-mark.editing-mark', ({ strapi }) => {
  /** The request's document and tab, or null (400 answered). */
  function withTab(ctx: Ctx, tab: unknown): { actor: AuditActor; target: PresenceTarget; tab: string } | null {
    const input = checked(ctx, strapi, true);
    if (!input) return null;
    const checkedTab = presenceTab(tab);
    if (!checkedTab.ok) {
      ctx.badRequest(checkedTab.message);
      return null;
    }
    return { actor: input.actor, target: { subject: input.subject, documentId: input.documentId }, tab: checkedTab.value };
  }

  return {
    async heartbeat(ctx: Ctx) {
      const input = withTab(ctx, (ctx.request as { body?: Record<string, unknown> }).body?.tab);
      if (!input) return;
      ctx.body = {
        data: await heartbeat(
          strapi,
          input.target,
          input.actor,
          input.tab,
          (ctx.request as { body?: Record<string, unknown> }).body?.watching === true,
        ),
      };
    },

    async release(ctx: Ctx) {
      const input = withTab(ctx, ctx.query.tab);
      if (!input) return;
      await release(strapi, input.target, input.actor, input.tab);
      ctx.status = 204;
    },

    async takeOver(ctx: Ctx) {
      const input = withTab(ctx, (ctx.request as { body?: Record<string, unknown> }).body?.tab);
      if (!input) return;
      ctx.body = { data: await takeOver(strapi, input.target, input.actor, input.tab) };
    },

    async list(ctx: Ctx) {
      const input = checked(ctx, strapi, false);
      if (!input) return;
      const ids = presenceIds(ctx.query.ids);
      if (!ids.ok) return ctx.badRequest(ids.message);
      ctx.body = { data: await editingNow(strapi, input.subject, input.actor, ids.value) };
    },
  };
});
