import { api } from '@/admin/lib/api-client';

/** The signed-in account's second factor, as GET /api/second-factor answers it. */
export type SecondFactorStatus = { enabled: boolean; required: boolean; recoveryCodesLeft: number };
export type Enrolment = { secret: string; otpauthUri: string };

export const getSecondFactorStatus = async () => (await api.get<{ data: SecondFactorStatus }>('/second-factor')).data.data;

/** A new secret, shown this once (the QR code is drawn from otpauthUri in the browser). */
export const startEnrolment = async () => (await api.post<{ data: Enrolment }>('/second-factor/enrolment')).data.data;

/** The factor is on: the 10 recovery codes, shown once. */
export const confirmEnrolment = async (code: string) =>
  (await api.post<{ data: { recoveryCodes: string[] } }>('/second-factor/enrolment/confirm', { code })).data.data.recoveryCodes;

export const disableSecondFactor = async (password: string, code: string) => {
  await api.post('/second-factor/disable', /^\d{6}$/.test(code.trim()) ? { password, code: code.trim() } : { password, recoveryCode: code });
};
