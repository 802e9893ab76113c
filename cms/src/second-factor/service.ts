import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';
import { SECOND_FACTOR_MESSAGES as MSG } from './messages';
import { adminsMustHaveSecondFactor } from './policy';
import { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './secrets';
import {
  acceptTimeStep,
  confirmPendingSecret,
  deleteSecondFactor,
  findSecondFactor,
  spendRecoveryHash,
  storePendingSecret,
  type SecondFactorRow,
} from './table';

/** The name authenticator apps show above the code. */
const ISSUER = 'Alicerce Digital';
/** A code of the step before or after the current one is accepted too (clocks drift); never one used before. */
const TOLERANCE_SECONDS = 30;

const CODE = /^\d{6}$/;

/** The time step a 6-digit code matches for `secret`, or null. */
export function matchCode(secret: string, code: unknown): number | null {
  if (typeof code !== 'string' || !CODE.test(code.trim())) return null;
  const result = verifySync({ secret, token: code.trim(), epochTolerance: TOLERANCE_SECONDS });
  // A TOTP result carries the step the code matched (the functional API's type also allows HOTP's, without it).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export type SecondFactorStatus = { enabled: boolean; required: boolean; recoveryCodesLeft: number };

const recoveryHashes = (row: SecondFactorRow) => JSON.parse(row.recovery_hashes || '[]') as string[];

export async function secondFactorStatus(strapi: Core.Strapi, user: { id: number; role?: { type?: string } | null }): Promise<SecondFactorStatus> {
  const row = await findSecondFactor(strapi, user.id);
  const enabled = Boolean(row?.enabled_at);
  const required = user.role?.type === ADMIN_ROLE_TYPE && (await adminsMustHaveSecondFactor(strapi));
  return { enabled, required, recoveryCodesLeft: enabled && row ? recoveryHashes(row).length : 0 };
}

/** Starts an enrolment: a new secret, shown this once (manual key and otpauth URI for the QR code). */
export async function startEnrolment(strapi: Core.Strapi, user: { id: number; email: string }) {
  const secret = generateSecret();
  if (!(await storePendingSecret(strapi, user.id, encryptSecret(secret)))) throw new errors.ValidationError(MSG.alreadyEnabled);
  return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: user.email, secret }) };
}

/** Confirms the enrolment with a code of the new secret: the factor is on, and the 10 recovery codes are shown once. */
export async function confirmEnrolment(strapi: Core.Strapi, userId: number, code: unknown) {
  if (typeof code !== 'string' || !CODE.test(code.trim())) throw new errors.ValidationError(MSG.codeFormat);
  const row = await findSecondFactor(strapi, userId);
  if (row?.enabled_at) throw new errors.ValidationError(MSG.alreadyEnabled);
  if (!row?.pending_secret) throw new errors.ValidationError(MSG.notEnrolling);
  const step = matchCode(decryptSecret(row.pending_secret), code);
  if (step === null) throw new errors.ValidationError(MSG.wrongCode);
  const recoveryCodes = newRecoveryCodes();
  if (!(await confirmPendingSecret(strapi, userId, row.pending_secret, step, recoveryCodes.map(hashRecoveryCode)))) {
    throw new errors.ValidationError(MSG.notEnrolling);
  }
  return { recoveryCodes };
}

/**
 * Checks a code of a confirmed factor: a TOTP code (its step must be later than the last one accepted) or, when
 * `recoveryCode` is given, one of the unused recovery codes (spent by this call). True when accepted.
 */
export async function checkSecondFactor(strapi: Core.Strapi, userId: number, input: { code?: unknown; recoveryCode?: unknown }): Promise<boolean> {
  const row = await findSecondFactor(strapi, userId);
  if (!row?.enabled_at || !row.secret) return false;
  if (typeof input.recoveryCode === 'string' && input.recoveryCode.trim()) {
    const normalized = normalizeRecoveryCode(input.recoveryCode);
    if (normalized.length !== 10) return false;
    const hashes = recoveryHashes(row);
    const hash = hashRecoveryCode(normalized);
    if (!hashes.includes(hash)) return false;
    return spendRecoveryHash(
      strapi,
      userId,
      row.recovery_hashes,
      hashes.filter((h) => h !== hash),
    );
  }
  const step = matchCode(decryptSecret(row.secret), input.code);
  return step !== null && acceptTimeStep(strapi, userId, step);
}

/** The 400 for a wrong code or recovery code, in the words of what was typed. */
export const wrongCodeError = (input: { recoveryCode?: unknown }) =>
  new errors.ValidationError(typeof input.recoveryCode === 'string' && input.recoveryCode.trim() ? MSG.wrongRecoveryCode : MSG.wrongCode);

/** Turns the caller's own factor off: the current password and a code (or a recovery code). */
export async function disableOwnSecondFactor(
  strapi: Core.Strapi,
  user: { id: number },
  input: { password?: unknown; code?: unknown; recoveryCode?: unknown },
) {
  const row = await findSecondFactor(strapi, user.id);
  if (!row?.enabled_at) throw new errors.ValidationError(MSG.notEnabled);
  const stored = (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: user.id }, select: ['id', 'password'] })) as {
    password?: string;
  } | null;
  const validPassword =
    typeof input.password === 'string' &&
    input.password.length > 0 &&
    Boolean(stored?.password) &&
    (await strapi.plugin('users-permissions').service('user').validatePassword(input.password, stored!.password));
  if (!validPassword) throw new errors.ValidationError(MSG.wrongPassword);
  if (!(await checkSecondFactor(strapi, user.id, input))) throw wrongCodeError(input);
  await deleteSecondFactor(strapi, user.id);
}

/** An admin's reset of another person's factor (Equipe): false when the account had none. */
export const resetSecondFactor = (strapi: Core.Strapi, userId: number) => deleteSecondFactor(strapi, userId);
