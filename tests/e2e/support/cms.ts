/** Direct CMS access for assertions (what an admin would see), with the seeded dev admin. */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
export const DEV_ADMIN = { email: 'admin@alicerce.example', password: 'Alicerce@2026' };
/**
 * The header of a spec's own setup writes (If-Match: *, cms/src/editing): they write over whatever version is stored,
 * knowingly — what a spec sets up is nobody's open edit. The dashboard never sends it; the conflict specs send versions.
 */
export const ANY_VERSION = { 'if-match': '*' } as const;

/** Seconds before its expiry that a kept token is renewed instead of sent. */
const RENEW_BEFORE_S = 60;
let token: { jwt: Promise<string>; expiresAt: number } | null = null;

/** When a JWT expires (its `exp`, in ms), or never if it has none. */
function expiryOf(jwt: string) {
  const { exp } = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString() || '{}') as { exp?: number };
  return exp ? exp * 1000 : Infinity;
}

/**
 * The seeded admin's access token, kept for the worker and renewed shortly before it expires: the CMS's tokens live
 * 15 minutes (ACCESS_TOKEN_LIFESPAN) and a worker of a full run on a slow host lives longer, so a token kept for good
 * turned every later admin read of that worker into a 401.
 */
export function adminJwt(): Promise<string> {
  if (token && Date.now() < token.expiresAt - RENEW_BEFORE_S * 1000) return token.jwt;
  const jwt = fetch(`${CMS}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  }).then(async (response) => {
    const body = await response.json();
    if (!response.ok || typeof body.jwt !== 'string') throw new Error(`e2e: the seeded admin could not sign in (${response.status})`);
    return body.jwt as string;
  });
  const kept = { jwt, expiresAt: Infinity };
  token = kept;
  jwt.then(
    (value) => (kept.expiresAt = expiryOf(value)),
    () => token === kept && (token = null),
  );
  return jwt;
}

/** A read of the CMS's REST API; an answer other than 2xx throws with its status, where the test can name it. */
export async function cmsGet<T = any>(path: string, asAdmin = false): Promise<T> {
  const headers: Record<string, string> = asAdmin ? { authorization: `Bearer ${await adminJwt()}` } : {};
  const response = await fetch(`${CMS}/api${path}`, { headers });
  if (!response.ok) throw new Error(`e2e: GET /api${path} answered ${response.status}`);
  return response.json() as Promise<T>;
}

/** Leads stored for an e-mail address, newest first. */
export async function leadsFor(email: string) {
  const body = await cmsGet(`/leads?filters[email][$eq]=${encodeURIComponent(email)}&sort=createdAt:desc`, true);
  return body.data as Array<Record<string, string>>;
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@teste.example`;

const SLOT_TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00'];
/**
 * A consultation slot nobody has taken: a random weekday between 2035 and 2074 and a random time of the calendar, so
 * a retried test (or another spec) never finds its fixed slot already booked (409).
 */
export function freeSlot(): { date: string; time: string } {
  const day = new Date(Date.UTC(2035, 0, 1) + Math.floor(Math.random() * 40 * 365) * 86_400_000);
  if (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + (day.getUTCDay() === 6 ? 2 : 1));
  return { date: day.toISOString().slice(0, 10), time: SLOT_TIMES[Math.floor(Math.random() * SLOT_TIMES.length)] };
}

/**
 * Where the site shows a CMS upload: on its own origin (/uploads/… is proxied to the CMS; web/src/shared/lib/media-sources.ts).
 * Any other address (an image an admin typed, on another host) is shown as it is.
 */
export function onSite(url: string): string {
  return /^https?:\/\/[^/]+(\/uploads\/[^?#]+)$/.exec(url)?.[1] ?? url;
}
