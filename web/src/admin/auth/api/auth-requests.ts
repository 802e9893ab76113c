import { api } from '@/admin/lib/api-client';
import type { Session } from '@/shared/lib/session';

import { deviceId, rememberDevice, rememberedToken } from './remembered-device';

type AuthResponse = { jwt: string; refreshToken: string; user: { id: number; email: string; username: string }; deviceToken?: string };

const toSession = (data: AuthResponse): Session => ({
  jwt: data.jwt,
  refreshToken: data.refreshToken,
  user: { id: data.user.id, email: data.user.email, username: data.user.username },
});

/** What the password step answers: a session, or (the account has a second factor) a ticket for the code step. */
export type SignInResult = { session: Session } | { mfaTicket: string };
type PasswordStepResponse = AuthResponse | { mfaRequired: true; mfaTicket: string };

/** Who asked for a ticket and whether to remember the browser, kept until the code step answers the session. */
const pendingDevices = new Map<string, { email: string; remember: boolean }>();

/**
 * What a sign-in that answers the session does with 'Lembrar este dispositivo': keeps the CMS's new token when asked
 * to remember, or forgets the one this browser had.
 */
function keepDeviceToken(email: string, remember: boolean, data: AuthResponse) {
  rememberDevice(email, remember ? (data.deviceToken ?? rememberedToken(email)) : undefined);
}

/**
 * POST /api/auth/local with this browser's id and, when it has one for this account, its 'Lembrar este dispositivo'
 * token; `remember` asks for a new token (kept), or forgets the one this browser had. An account with a second factor
 * answers with a ticket for completeSecondFactor.
 */
export async function signIn(email: string, password: string, remember = false): Promise<SignInResult> {
  const deviceToken = rememberedToken(email);
  const { data } = await api.post<PasswordStepResponse>('/auth/local', {
    identifier: email,
    password,
    deviceId: deviceId(),
    ...(deviceToken ? { deviceToken } : {}),
    ...(remember ? { rememberDevice: true } : {}),
  });
  if ('mfaRequired' in data) {
    pendingDevices.set(data.mfaTicket, { email, remember });
    return { mfaTicket: data.mfaTicket };
  }
  keepDeviceToken(email, remember, data);
  return { session: toSession(data) };
}

/** POST /api/auth/second-factor — the sign-in's second step, with a code of the app or a recovery code. */
export async function completeSecondFactor(mfaTicket: string, proof: { code: string } | { recoveryCode: string }): Promise<Session> {
  const device = pendingDevices.get(mfaTicket);
  const { data } = await api.post<AuthResponse>('/auth/second-factor', {
    mfaTicket,
    ...proof,
    deviceId: deviceId(),
    ...(device?.remember ? { rememberDevice: true } : {}),
  });
  pendingDevices.delete(mfaTicket);
  if (device) keepDeviceToken(device.email, device.remember, data);
  return toSession(data);
}

/** POST /api/auth/local/register — the new account's session is ended at once: access is granted by an admin. */
export async function register(email: string, password: string): Promise<number> {
  const { data } = await api.post<AuthResponse>('/auth/local/register', { username: email, email, password });
  await endSession(data);
  return data.user.id;
}

/** POST /api/auth/forgot-password — same answer whether or not the account exists. */
export async function requestPasswordReset(email: string) {
  await api.post('/auth/forgot-password', { email });
}

/** GET /api/password-reset/check — is the code from the e-mail still usable? */
/** What the e-mailed code opens: nothing, a password reset, or the first password of an invited colleague. */
export type ResetLink = 'invalid' | 'reset' | 'invite';

export async function checkResetCode(code: string): Promise<ResetLink> {
  const { valid, invite } = (await api.get<{ valid: boolean; invite?: boolean }>('/password-reset/check', { params: { code } })).data;
  return !valid ? 'invalid' : invite ? 'invite' : 'reset';
}

/** POST /api/auth/reset-password — the CMS ends every other session of the account. */
export async function resetPassword(code: string, password: string) {
  const { data } = await api.post<AuthResponse>('/auth/reset-password', { code, password, passwordConfirmation: password });
  await endSession(data);
}

/** Revokes a session the CMS opened on our behalf (after sign-up or reset) that we don't keep. */
async function endSession(data: AuthResponse) {
  if (!data.jwt) return;
  await api.post('/auth/logout', { refreshToken: data.refreshToken }, { headers: { Authorization: `Bearer ${data.jwt}` } }).catch(() => undefined);
}
