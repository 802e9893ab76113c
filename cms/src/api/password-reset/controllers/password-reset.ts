/**
 * GET /api/password-reset/check?code=… → { valid }: lets the reset page say 'Link inválido ou expirado'
 * before the visitor types a new password. Codes are 128 hex characters (guessing is infeasible) and the
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
      .findOne({ where: { resetPasswordToken: code, blocked: false }, select: ['id'] });
    ctx.body = { valid: Boolean(user) };
  },
};
