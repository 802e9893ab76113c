import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';

/**
 * The browsers each account has signed in from, to tell the owner about a new one (attempt-guard's sign-in). A
 * browser is the dashboard's `deviceId` (a random id it keeps in localStorage and sends with each sign-in, which
 * users-permissions also stores on the session); a client that sends none (an API script) is known by a hash of its
 * User-Agent instead. Rows are not content: this module owns the table (docs/data-access.md).
 */
export const KNOWN_BROWSERS = 'known_browsers';

export type KnownBrowser = {
  device_key: string;
  user_agent: string | null;
  first_ip: string | null;
  last_ip: string | null;
  first_seen_at: number;
  last_seen_at: number;
};

export async function ensureKnownBrowsersTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(KNOWN_BROWSERS)) return;
  await knex.schema.createTable(KNOWN_BROWSERS, (table) => {
    table.increments('id');
    table.integer('user_id').notNullable();
    table.string('device_key', 100).notNullable();
    table.string('user_agent', 500).nullable();
    table.string('first_ip', 64).nullable();
    table.string('last_ip', 64).nullable();
    table.bigInteger('first_seen_at').notNullable();
    table.bigInteger('last_seen_at').notNullable();
    table.unique(['user_id', 'device_key'], { indexName: 'known_browsers_user_device' });
  });
}

/** The key of the browser a sign-in came from: its deviceId, or a hash of its User-Agent when it sent none. */
export function browserKey(deviceId: unknown, userAgent: string): string {
  if (typeof deviceId === 'string' && deviceId.trim() && deviceId.length <= 90) return `d:${deviceId.trim()}`;
  return `ua:${createHash('sha256').update(userAgent).digest('base64url').slice(0, 32)}`;
}

type Seen = { userId: number; deviceKey: string; userAgent: string; ip: string; now?: number };

/** Records a sign-in from this browser; true when the account had never used it (the first of two at once wins). */
export async function rememberBrowser(strapi: Core.Strapi, { userId, deviceKey, userAgent, ip, now = Date.now() }: Seen): Promise<boolean> {
  const knex = strapi.db.connection;
  const where = { user_id: userId, device_key: deviceKey };
  const seen = await knex(KNOWN_BROWSERS)
    .where(where)
    .update({ last_seen_at: now, last_ip: ip, user_agent: userAgent || null });
  if (seen) return false;
  try {
    await knex(KNOWN_BROWSERS).insert({ ...where, user_agent: userAgent || null, first_ip: ip, last_ip: ip, first_seen_at: now, last_seen_at: now });
    return true;
  } catch {
    return false; // a sign-in from the same browser at the same moment stored it first
  }
}

/**
 * The browsers an account has signed in from, last used first: for the 'Sessões' screen (issue 53, another part).
 * @public
 */
export async function listKnownBrowsers(strapi: Core.Strapi, userId: number): Promise<KnownBrowser[]> {
  const rows = await strapi.db
    .connection(KNOWN_BROWSERS)
    .where({ user_id: userId })
    .select('device_key', 'user_agent', 'first_ip', 'last_ip', 'first_seen_at', 'last_seen_at')
    .orderBy('last_seen_at', 'desc');
  return rows.map((row: KnownBrowser) => ({ ...row, first_seen_at: Number(row.first_seen_at), last_seen_at: Number(row.last_seen_at) }));
}
