/** Direct CMS access for assertions (what an admin would see), with the seeded dev admin. */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
export const DEV_ADMIN = { email: 'admin@alicerce.example', password: 'Alicerce@2026' };

let token: Promise<string> | null = null;

export function adminJwt(): Promise<string> {
  token ??= fetch(`${CMS}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  })
    .then((r) => r.json())
    .then((body) => body.jwt);
  return token;
}

export async function cmsGet<T = any>(path: string, asAdmin = false): Promise<T> {
  const headers: Record<string, string> = asAdmin ? { authorization: `Bearer ${await adminJwt()}` } : {};
  const response = await fetch(`${CMS}/api${path}`, { headers });
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
 * Where the site shows a CMS upload: on its own origin (/uploads/… is proxied to the CMS; web/src/lib/media-sources.ts).
 * Any other address (an image an admin typed, on another host) is shown as it is.
 */
export function onSite(url: string): string {
  return /^https?:\/\/[^/]+(\/uploads\/[^?#]+)$/.exec(url)?.[1] ?? url;
}
