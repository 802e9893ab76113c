import { errors } from '@strapi/utils';
import { forgotPasswordFormSchema, parseInput, registrationSchema } from '@alicerce/domain';
import { limitAuthRoutes } from './auth-rate-limits';

/**
 * Five changes to users-permissions:
 * - Sign-up checks e-mail and password with the shared rules (spec §5 "Registration") and answers 400
 *   with the same pt-BR message the site shows.
 * - GET /api/users/me always carries the caller's role ({ id, name, type }) so the site can show or hide
 *   admin UI (Strapi would drop `populate=role` unless every signed-in user could also list all roles).
 *   Only for the UX: every write is authorized by the server's permission table.
 * - POST /api/auth/forgot-password checks the e-mail with the shared rules (400, pt-BR), then answers
 *   { ok: true } even when sending the e-mail fails, so the answer never tells whether an account exists
 *   (the failure is logged; the reset code stays usable).
 * - An access token is honoured only while its session is still active, so sign-out and a password reset
 *   end the session at once instead of when the short-lived token expires.
 * - Sign-up and forgot-password are limited per client IP (auth-rate-limits.ts), whatever e-mail is sent.
 */
export default (plugin) => {
  limitAuthRoutes(plugin.routes['content-api'].routes);

  const me = plugin.controllers.user.me;
  plugin.controllers.user.me = async (ctx) => {
    await me(ctx);
    const role = ctx.state.user?.role;
    if (ctx.body && role) ctx.body = { ...ctx.body, role: { id: role.id, name: role.name, type: role.type } };
  };

  // The auth controller is a factory ({ strapi }) => controller.
  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = (deps) => {
    const auth = authFactory(deps);
    return {
      ...auth,
      async register(ctx) {
        const body = ctx.request.body ?? {};
        const result = parseInput(registrationSchema, { email: body.email, password: body.password });
        if (result.success === false) throw new errors.ValidationError(result.message);
        ctx.request.body = { ...body, email: result.data.email };
        return auth.register(ctx);
      },
      async forgotPassword(ctx) {
        const body = ctx.request.body ?? {};
        const result = parseInput(forgotPasswordFormSchema, { email: body.email });
        if (result.success === false) throw new errors.ValidationError(result.message);
        try {
          await auth.forgotPassword(ctx);
        } catch (error) {
          if (error instanceof errors.ValidationError) throw error;
          deps.strapi.log.error(`[auth] password reset e-mail failed: ${(error as Error).message}`);
          ctx.body = { ok: true };
        }
      },
    };
  };
  const jwtFactory = plugin.services.jwt;
  plugin.services.jwt = (deps) => {
    const jwt = jwtFactory(deps);
    return {
      ...jwt,
      async getToken(ctx) {
        const token = await jwt.getToken(ctx);
        if (token?.sessionId && !(await deps.strapi.sessionManager('users-permissions').isSessionActive(token.sessionId))) {
          return { id: undefined }; // → 401, as for any invalid token
        }
        return token;
      },
    };
  };
  return plugin;
};
