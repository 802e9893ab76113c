import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SECOND_FACTOR_MESSAGES as MSG } from '../../../second-factor/messages';
import { adminsMustHaveSecondFactor, setAdminsMustHaveSecondFactor } from '../../../second-factor/policy';
import { confirmEnrolment, disableOwnSecondFactor, secondFactorStatus, startEnrolment } from '../../../second-factor/service';
import { completeSecondFactorSignIn } from '../../../second-factor/sign-in';
import { recordAudit, requestActor } from '../../../utils/audit-log';

export default {
  /** GET /api/second-factor: { enabled, required, recoveryCodesLeft } of the caller's account. */
  async status(ctx) {
    ctx.body = { data: await secondFactorStatus(strapi, ctx.state.user) };
  },

  /** POST /api/second-factor/enrolment: a new secret (shown this once) and its otpauth URI for the QR code. */
  async start(ctx) {
    ctx.body = { data: await startEnrolment(strapi, ctx.state.user) };
  },

  /** POST /api/second-factor/enrolment/confirm { code }: the factor is on; the 10 recovery codes, shown once. */
  async confirm(ctx) {
    ctx.body = { data: await confirmEnrolment(strapi, ctx.state.user.id, ctx.request.body?.code) };
  },

  /** POST /api/second-factor/disable { password, code | recoveryCode }. */
  async disable(ctx) {
    const body = ctx.request.body ?? {};
    await disableOwnSecondFactor(strapi, ctx.state.user, { password: body.password, code: body.code, recoveryCode: body.recoveryCode });
    ctx.body = { data: await secondFactorStatus(strapi, ctx.state.user) };
  },

  async policy(ctx) {
    ctx.body = { data: { requireForAdmins: await adminsMustHaveSecondFactor(strapi) } };
  },

  /** PUT /api/second-factor/policy { data: { requireForAdmins } } (audited as a change of the site's settings). */
  async setPolicy(ctx) {
    const value = ctx.request.body?.data?.requireForAdmins;
    if (typeof value !== 'boolean') throw new errors.ValidationError(MSG.policyValue);
    await setAdminsMustHaveSecondFactor(strapi, value);
    const actor = requestActor(strapi);
    if (actor) {
      await recordAudit(strapi, actor, {
        action: 'updated',
        subject_type: 'site_setting',
        subject_id: 'second_factor_policy',
        label: `Exigir segundo fator para administradores: ${value ? 'sim' : 'não'}`,
      });
    }
    ctx.body = { data: { requireForAdmins: value } };
  },

  /** POST /api/auth/second-factor { mfaTicket, code | recoveryCode }: the sign-in's second step. */
  async signIn(ctx) {
    await completeSecondFactorSignIn(strapi, ctx);
  },
} satisfies Core.Controller;
