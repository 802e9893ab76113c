import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';
import { PERMISSIONS } from '../bootstrap/permissions';
import { SECOND_FACTOR_MESSAGES as MSG, SECOND_FACTOR_REQUIRED_CODE } from './messages';
import { adminsMustHaveSecondFactor } from './policy';
import { hasSecondFactor } from './table';

/**
 * What an administrator without a second factor may still do while the site requires one: read who they are, sign
 * out, refresh the session, and enrol (plus what anyone may do without signing in).
 */
export const ALLOWED_WITHOUT_SECOND_FACTOR = new Set([
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.refresh',
  'api::second-factor.second-factor.status',
  'api::second-factor.second-factor.start',
  'api::second-factor.second-factor.confirm',
  ...PERMISSIONS.public,
]);

type AuthState = { strategy?: { name?: string }; credentials?: { id?: number; role?: { type?: string } | null } | null } | null | undefined;
type AuthService = { verify: (auth: AuthState, config?: { scope?: string | string[] } | false) => Promise<unknown> };

/**
 * 'Exigir segundo fator para administradores', enforced on the server: after users-permissions has allowed a request
 * by the permission table, an Administrador without a confirmed second factor gets 403 (pt-BR, details.code
 * SECOND_FACTOR_REQUIRED) from every other action. Wraps the content API's authorization (`strapi.get('auth')`).
 */
export function enforceSecondFactorForAdmins(strapi: Core.Strapi) {
  const auth = strapi.get('auth') as AuthService;
  const verify = auth.verify.bind(auth);
  auth.verify = async (state, config) => {
    const result = await verify(state, config);
    const user = state?.credentials;
    if (!config || state?.strategy?.name !== 'users-permissions' || !user?.id || user.role?.type !== ADMIN_ROLE_TYPE) return result;
    const scopes = ([] as string[]).concat(config.scope ?? []);
    if (scopes.length > 0 && scopes.every((scope) => ALLOWED_WITHOUT_SECOND_FACTOR.has(scope))) return result;
    if (!(await adminsMustHaveSecondFactor(strapi)) || (await hasSecondFactor(strapi, user.id))) return result;
    throw new errors.PolicyError(MSG.requiredForAdmins, { code: SECOND_FACTOR_REQUIRED_CODE });
  };
}
