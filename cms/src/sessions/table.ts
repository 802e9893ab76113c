import type { Core } from '@strapi/strapi';

/**
 * What a person needs to recognise one of their sessions ('Sessões'): browser and system, the client address, first
 * and last seen. One row per session, keyed by the session's id as the dashboard knows it: Strapi's device id, which a
 * session keeps across every refresh (each refresh gives the session a new `sessionId` in `strapi_sessions`, so that
 * one cannot be the key). Times are epoch milliseconds (bigint), the same on SQLite and PostgreSQL.
 *
 * Strapi's own session rows (`admin::session`, table `strapi_sessions`) decide whether a session is alive; this table
 * only describes them. This module owns both queries on it and the reads of Strapi's rows the list needs
 * (docs/data-access.md): every query is one of the named functions below.
 */
export const ACCOUNT_SESSIONS = 'account_sessions';
const STRAPI_SESSION = 'admin::session';
const ORIGIN = 'users-permissions';

export type SessionRecord = {
  session_key: string;
  user_id: number;
  browser: string;
  os: string;
  ip: string;
  first_seen: number | string;
  last_seen: number | string;
};

/** A live Strapi session of users-permissions: its current `sessionId` and the family's device id. */
export type LiveSession = { sessionId: string; deviceId: string | null; userId: string; createdAt: string | Date };

export async function ensureSessionTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(ACCOUNT_SESSIONS)) return;
  await knex.schema.createTable(ACCOUNT_SESSIONS, (table) => {
    table.string('session_key', 64).primary();
    table.integer('user_id').notNullable();
    table.string('browser', 60).notNullable();
    table.string('os', 60).notNullable();
    table.string('ip', 64).notNullable();
    table.bigInteger('first_seen').notNullable();
    table.bigInteger('last_seen').notNullable();
    table.index(['user_id'], 'account_sessions_user');
  });
}

/** Stores a new session's description (a second write for the same key keeps the first one's first_seen). */
export async function insertSessionRecord(strapi: Core.Strapi, row: SessionRecord) {
  await strapi.db.connection(ACCOUNT_SESSIONS).insert(row).onConflict('session_key').merge(['browser', 'os', 'ip', 'last_seen']);
}

/** Gives a session's description to the session that replaced it (a password change issues a new one). */
export async function renameSessionRecord(strapi: Core.Strapi, userId: number, fromKey: string, toKey: string) {
  await strapi.db.connection(ACCOUNT_SESSIONS).where({ user_id: userId, session_key: fromKey }).update({ session_key: toKey });
}

/** Marks a session as seen now, from `ip`. */
export async function touchSessionRecord(strapi: Core.Strapi, sessionKey: string, ip: string, now: number) {
  await strapi.db.connection(ACCOUNT_SESSIONS).where({ session_key: sessionKey }).update({ ip, last_seen: now });
}

export async function sessionRecordsOf(strapi: Core.Strapi, userId: number): Promise<SessionRecord[]> {
  return strapi.db.connection(ACCOUNT_SESSIONS).where({ user_id: userId }).select('*');
}

/** Forgets descriptions: of these sessions of one account. */
export async function deleteSessionRecords(strapi: Core.Strapi, userId: number, sessionKeys: string[]) {
  if (!sessionKeys.length) return;
  await strapi.db.connection(ACCOUNT_SESSIONS).where({ user_id: userId }).whereIn('session_key', sessionKeys).delete();
}

/** Forgets descriptions of sessions not seen since `before` (no session lives longer than its refresh token). */
export async function pruneSessionRecords(strapi: Core.Strapi, before: number) {
  await strapi.db.connection(ACCOUNT_SESSIONS).where('last_seen', '<', before).delete();
}

/** The live (active, unexpired) users-permissions sessions of one account. */
export async function liveSessionsOf(strapi: Core.Strapi, userId: number): Promise<LiveSession[]> {
  const rows = (await strapi.db.query(STRAPI_SESSION).findMany({
    where: { userId: String(userId), origin: ORIGIN, status: 'active', expiresAt: { $gt: new Date() } },
    select: ['sessionId', 'deviceId', 'userId', 'createdAt'],
  })) as LiveSession[];
  return rows;
}

/** The Strapi session row of one `sessionId` (an access token's), whatever its status. */
export async function strapiSession(strapi: Core.Strapi, sessionId: string): Promise<LiveSession | null> {
  return (await strapi.db.query(STRAPI_SESSION).findOne({
    where: { sessionId, origin: ORIGIN },
    select: ['sessionId', 'deviceId', 'userId', 'createdAt'],
  })) as LiveSession | null;
}
