import { randomUUID } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { changePasswordSchema, forgotPasswordFormSchema, registrationSchema, resetPasswordFormSchema } from '@alicerce/domain';
import { validateInput } from '../../utils/validate-input';
import { authRateLimit, limitAuthRoutes, type AuthRoute } from './auth-rate-limits';
import { guardedSignIn, slowForgotPassword } from '../../auth/sign-in';
import { signInWithSecondFactor } from '../../second-factor/sign-in';
import { hasSecondFactor } from '../../second-factor/table';
import { carrySession, currentSessionKey, noteRefresh, noteSessionUse, recordSignIn } from '../../sessions/account-sessions';

type Deps = { strapi: Core.Strapi };
/** The plugin's handlers take the request's context alone. */
type Handlers = Record<string, (ctx: Context) => Promise<unknown>>;
/** What this extension reads and replaces of users-permissions (its auth controller and jwt service are factories). */
type UsersPermissionsPlugin = {
  routes: { 'content-api': { routes: AuthRoute[] } };
  middlewares: Record<string, Core.MiddlewareFactory>;
  controllers: { user: Handlers; auth: (deps: Deps) => Handlers };
  services: { jwt: (deps: Deps) => Core.Service };
};

/** Strapi's English answers to a wrong reset code or current password, and what the site shows instead. */
const PASSWORD_MESSAGES: Record<string, string> = {
  'Incorrect code provided': 'Link inválido ou expirado',
  'The provided current password is invalid': 'Senha atual incorreta',
  'Your new password must be different than your current password': 'A nova senha deve ser diferente da atual',
};

/** Runs a users-permissions handler, giving its known English validation messages in pt-BR. */
async function inPortuguese(run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (error) {
    const message = (error as Error)?.name === 'ValidationError' ? PASSWORD_MESSAGES[(error as Error).message] : undefined;
    throw message ? new errors.ValidationError(message) : error;
  }
}

/**
 * Seven changes to users-permissions:
 * - Sign-up, password reset and password change check the passwords with the shared rules (spec §5
 *   "Registration" and "Reset password"; 72 bytes at most, bcrypt's limit) and answer 400 with the same pt-BR
 *   message the site shows, as do a wrong reset code or current password.
 * - GET /api/users/me always carries the caller's role ({ id, name, type }) so the site can show or hide
 *   admin UI (Strapi would drop `populate=role` unless every signed-in user could also list all roles).
 *   Only for the UX: every write is authorized by the server's permission table.
 * - POST /api/auth/forgot-password checks the e-mail with the shared rules (400, pt-BR), then answers
 *   { ok: true } even when sending the e-mail fails, so the answer never tells whether an account exists
 *   (the failure is logged; the reset code stays usable).
 * - An access token is honoured only while its session is still active, so sign-out and a password reset
 *   end the session at once instead of when the short-lived token expires.
 * - An account invited from the Equipe tab (created unconfirmed, api/team) is confirmed when its first password is
 *   set through the invite link, the reset flow's code: the tab then shows it as active instead of "Convite pendente".
 * - Sign-in and forgot-password are also slowed per identifier, from any address (src/auth/attempt-guard.ts).
 * - Sign-in of an account with a second factor (TOTP) answers { mfaRequired, mfaTicket } after the password, and
 *   the session is made by POST /api/auth/second-factor (src/second-factor/sign-in.ts).
 * - Sign-up and forgot-password are limited per client IP (auth-rate-limits.ts), whatever e-mail is sent, and the
 *   plugin's own auth limiter counts in Redis when REDIS_URL is set (shared by every replica), in memory otherwise.
 */
export default (plugin: UsersPermissionsPlugin) => {
  limitAuthRoutes(plugin.routes['content-api'].routes);
  plugin.middlewares.rateLimit = authRateLimit;

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
      // Per-identifier slowdown, 'Lembrar este dispositivo' and the new-browser e-mail (src/auth/sign-in.ts; it reads
      // the browser's own deviceId first), around the password step: an account with a second factor gets a ticket for
      // POST /api/auth/second-factor instead of the tokens (a wrong password is counted either way; the code step counts
      // its own failures). Each sign-in is its own session ('Sessões'): a device id chosen here, never the client's,
      // names it for its life.
      callback: guardedSignIn(deps.strapi, async (ctx) => {
        ctx.request.body = { ...(ctx.request.body ?? {}), deviceId: randomUUID() };
        const answer = await signInWithSecondFactor(deps.strapi, ctx, auth.callback);
        await recordSignIn(deps.strapi, ctx);
        return answer;
      }),
      async refresh(ctx) {
        const answer = await auth.refresh(ctx);
        await noteRefresh(deps.strapi, ctx);
        return answer;
      },
      async register(ctx) {
        const body = ctx.request.body ?? {};
        const { email } = validateInput(registrationSchema, { email: body.email, password: body.password });
        ctx.request.body = { ...body, email };
        return auth.register(ctx);
      },
      async resetPassword(ctx) {
        const body = ctx.request.body ?? {};
        validateInput(resetPasswordFormSchema, { password: body.password, confirmPassword: body.passwordConfirmation });
        const users = deps.strapi.db.query('plugin::users-permissions.user');
        const invited =
          typeof body.code === 'string' && body.code
            ? await users.findOne({ where: { resetPasswordToken: body.code, confirmed: false }, select: ['id'] })
            : null;
        const answer = await inPortuguese(() => auth.resetPassword(ctx));
        if (invited) await users.update({ where: { id: invited.id }, data: { confirmed: true } });
        // A reset never gets round the second factor (ASVS 5.0 V6.4.3): an account that has one is given no session by
        // the e-mailed link; it signs in with the new password and then its code.
        const resetUser = (ctx.body as { user?: { id?: number } } | undefined)?.user;
        if (resetUser?.id && (await hasSecondFactor(deps.strapi, resetUser.id))) {
          await deps.strapi.sessionManager('users-permissions').invalidateRefreshToken(String(resetUser.id));
          ctx.body = { user: resetUser };
          return ctx.body;
        }
        await recordSignIn(deps.strapi, ctx);
        return answer;
      },
      async changePassword(ctx) {
        const body = ctx.request.body ?? {};
        validateInput(changePasswordSchema, {
          currentPassword: body.currentPassword,
          password: body.password,
          confirmPassword: body.passwordConfirmation,
        });
        // Every session ends and this browser gets a new one: 'Sessões' keeps its description (first seen included).
        const before = await currentSessionKey(deps.strapi, ctx);
        const answer = await inPortuguese(() => auth.changePassword(ctx));
        await carrySession(deps.strapi, ctx, before);
        return answer;
      },
      async forgotPassword(ctx) {
        const body = ctx.request.body ?? {};
        const { email } = validateInput(forgotPasswordFormSchema, { email: body.email });
        await slowForgotPassword(deps.strapi, ctx, email);
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
      async getToken(ctx: Context) {
        const token = await jwt.getToken(ctx);
        if (token?.sessionId && !(await deps.strapi.sessionManager('users-permissions').isSessionActive(token.sessionId))) {
          return { id: undefined }; // → 401, as for any invalid token
        }
        if (token?.sessionId) await noteSessionUse(deps.strapi, ctx, token.sessionId);
        return token;
      },
    };
  };
  return plugin;
};
