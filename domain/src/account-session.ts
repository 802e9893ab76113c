/**
 * One place an account is signed in, as 'Sessões' shows it: the CMS lists it (cms/src/sessions/account-sessions.ts)
 * and the dashboard draws it (web/src/admin/components/sessions). `id` is what ends it (DELETE …/sessions/:id).
 */
export type AccountSession = {
  id: string;
  browser: string;
  os: string;
  ip: string;
  firstSeen: string;
  lastSeen: string;
  current: boolean;
};
