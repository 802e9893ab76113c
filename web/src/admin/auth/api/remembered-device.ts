/**
 * What this browser tells the CMS when signing in (issue 53): a random `deviceId` of its own, kept for good, so the
 * CMS can tell the account's owner about a sign-in from a browser it has not used before; and, per account, the
 * token the CMS gave when 'Lembrar este dispositivo' was ticked, which spares this browser the wait other
 * addresses' failed sign-ins put on the account. Both live in localStorage, beside the session.
 */
const DEVICE_ID_KEY = 'alicerce:device-id';
const TOKENS_KEY = 'alicerce:device-tokens';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
const accountKey = (email: string) => email.trim().toLowerCase();

function randomId() {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This browser's id, made on first use. */
export function deviceId(): string {
  const store = storage();
  const known = store?.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const id = randomId();
  store?.setItem(DEVICE_ID_KEY, id);
  return id;
}

function tokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(TOKENS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The token remembered for `email` on this browser, if any. */
export const rememberedToken = (email: string): string | undefined => tokens()[accountKey(email)];

/** True when this browser remembers at least one account (the login form then ticks the box for you). */
export const remembersAnyAccount = () => Object.keys(tokens()).length > 0;

/** Keeps (or, with no token, forgets) what the CMS answered for `email`. */
export function rememberDevice(email: string, token: string | undefined) {
  const all = tokens();
  if (token) all[accountKey(email)] = token;
  else delete all[accountKey(email)];
  storage()?.setItem(TOKENS_KEY, JSON.stringify(all));
}
