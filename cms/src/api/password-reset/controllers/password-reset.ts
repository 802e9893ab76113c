import type { Core } from '@strapi/strapi';

/**
 * GET /api/password-reset/check?code=… → { valid } (and `invite: true` for the link of a team invitation, whose
 * account has never been confirmed): lets the reset page say 'Link inválido ou expirado' before the visitor types a
 * new password, and an invitee's page speak of creating a password rather than resetting one. Codes are 128 hex characters (guessing is infeasible) and the
 * route is rate-limited like the other auth routes.
 */
export default {
  async check(ctx) {
    const code = String(ctx.query.code ?? '');
    if (!/^[a-f0-9]{32,256}$/.test(code)) {
      ctx.body = { valid: false };
      return;
    }
    const user = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { resetPasswordToken: code, blocked: false }, select: ['id', 'confirmed'] });
    ctx.body = user && user.confirmed === false ? { valid: true, invite: true } : { valid: Boolean(user) };
  },
} satisfies Core.Controller;
