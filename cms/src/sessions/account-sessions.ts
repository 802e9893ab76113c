import type { AccountSession } from '@alicerce/domain';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  deleteSessionRecords,
  insertSessionRecord,
  liveSessionsOf,
  pruneSessionRecords,
  renameSessionRecord,
  sessionRecordsOf,
  strapiSession,
  touchSessionRecord,
  type LiveSession,
} from './table';
import { describeUserAgent, UNKNOWN_BROWSER, UNKNOWN_SYSTEM } from './user-agent';

/** Last seen is written at most once a minute per session and process while it is used (and at every refresh). */
const TOUCH_EVERY_MS = 60_000;
/** Longer than any session lives (maxRefreshTokenLifespan, config/plugins.ts): older descriptions are dropped. */
const KEEP_MS = 31 * 24 * 60 * 60_000;
/** A session key in a URL: Strapi's device ids are UUIDs, its session ids hex. */
export const SESSION_KEY = /^[A-Za-z0-9_-]{1,64}$/;

const keyOf = (session: Pick<LiveSession, 'deviceId' | 'sessionId'>) => session.deviceId || session.sessionId;
const clientIp = (ctx: Context) => String(ctx.request.ip ?? '').slice(0, 64);

/** The `sessionId` an access token was issued for (the token was just issued or verified: no check needed here). */
export function sessionIdOfToken(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sessionId?: unknown };
    return typeof payload.sessionId === 'string' ? payload.sessionId : null;
  } catch {
    return null;
  }
}

/** Errors here are logged and never fail the sign-in, refresh or request they describe. */
async function quietly(strapi: Core.Strapi, what: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    strapi.log.error(`[sessions] ${what}: ${(error as Error).message}`);
  }
}

/**
 * After a sign-in (or a password reset or change, which open a new session): describes the session the answer's
 * access token belongs to. Also drops descriptions of sessions that cannot be alive any more.
 */
export function recordSignIn(strapi: Core.Strapi, ctx: Context) {
  const body = ctx.body as { jwt?: unknown; user?: { id?: unknown } } | undefined;
  const sessionId = sessionIdOfToken(body?.jwt);
  const userId = Number(body?.user?.id);
  if (!sessionId || !Number.isInteger(userId)) return Promise.resolve();
  return quietly(strapi, 'sign-in not recorded', async () => {
    const session = await strapiSession(strapi, sessionId);
    if (!session) return;
    const now = Date.now();
    const { browser, os } = describeUserAgent(ctx.get('User-Agent'));
    await insertSessionRecord(strapi, {
      session_key: keyOf(session),
      user_id: userId,
      browser,
      os,
      ip: clientIp(ctx),
      first_seen: now,
      last_seen: now,
    });
    await pruneSessionRecords(strapi, now - KEEP_MS);
  });
}

/**
 * After a password change: Strapi ended every session of the account and opened a new one for this browser; its
 * description (first seen included) moves over from the session the change was made in (`beforeKey`).
 */
export function carrySession(strapi: Core.Strapi, ctx: Context, beforeKey: string | null) {
  const body = ctx.body as { jwt?: unknown; user?: { id?: unknown } } | undefined;
  const sessionId = sessionIdOfToken(body?.jwt);
  const userId = Number(body?.user?.id);
  if (!sessionId || !beforeKey || !Number.isInteger(userId)) return recordSignIn(strapi, ctx);
  return quietly(strapi, 'session not carried over', async () => {
    const session = await strapiSession(strapi, sessionId);
    if (session) await renameSessionRecord(strapi, userId, beforeKey, keyOf(session));
    await recordSignIn(strapi, ctx);
  });
}

const touched = new Map<string, number>();

/** Marks the session of `sessionId` as seen now from this request's address (forced after a refresh). */
async function touch(strapi: Core.Strapi, ctx: Context, sessionId: string, force: boolean) {
  const now = Date.now();
  if (!force && now - (touched.get(sessionId) ?? 0) < TOUCH_EVERY_MS) return;
  if (touched.size > 10_000) touched.clear();
  touched.set(sessionId, now);
  await quietly(strapi, 'last seen not recorded', async () => {
    const session = await strapiSession(strapi, sessionId);
    if (session) await touchSessionRecord(strapi, keyOf(session), clientIp(ctx), now);
  });
}

/** A request with an access token of a live session (at most one write a minute per session). */
export const noteSessionUse = (strapi: Core.Strapi, ctx: Context, sessionId: string) => touch(strapi, ctx, sessionId, false);

/** After POST /api/auth/refresh answered a new access token. */
export function noteRefresh(strapi: Core.Strapi, ctx: Context) {
  const sessionId = sessionIdOfToken((ctx.body as { jwt?: unknown } | undefined)?.jwt);
  return sessionId ? touch(strapi, ctx, sessionId, true) : Promise.resolve();
}

/** The session the request's access token belongs to (its key), if any. */
export async function currentSessionKey(strapi: Core.Strapi, ctx: Context): Promise<string | null> {
  const sessionId = (ctx.state as { session?: { id?: string } }).session?.id;
  if (!sessionId) return null;
  const session = await strapiSession(strapi, sessionId);
  return session ? keyOf(session) : sessionId;
}

/** The account's live sessions, the current one first, then by last seen. Drops descriptions of ended ones. */
export async function listSessions(strapi: Core.Strapi, userId: number, currentKey: string | null): Promise<AccountSession[]> {
  const live = new Map<string, LiveSession>();
  for (const session of await liveSessionsOf(strapi, userId)) live.set(keyOf(session), session);
  const records = await sessionRecordsOf(strapi, userId);
  await deleteSessionRecords(
    strapi,
    userId,
    records.filter((record) => !live.has(record.session_key)).map((record) => record.session_key),
  );
  const byKey = new Map(records.map((record) => [record.session_key, record]));
  const iso = (time: number | string | Date) => new Date(typeof time === 'string' && /^\d+$/.test(time) ? Number(time) : time).toISOString();
  return [...live.entries()]
    .map(([key, session]) => {
      const record = byKey.get(key);
      return {
        id: key,
        browser: record?.browser ?? UNKNOWN_BROWSER,
        os: record?.os ?? UNKNOWN_SYSTEM,
        ip: record?.ip ?? '',
        firstSeen: iso(record?.first_seen ?? session.createdAt),
        lastSeen: iso(record?.last_seen ?? session.createdAt),
        current: key === currentKey,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeen.localeCompare(a.lastSeen));
}

/**
 * Ends one session of the account: its refresh token (every token of its family) is deleted, so the next refresh
 * fails, and its access token is refused at its next request (strapi-server.ts honours a token only while its
 * session row exists). False when the account has no such live session.
 */
export async function endSession(strapi: Core.Strapi, userId: number, key: string): Promise<boolean> {
  const session = (await liveSessionsOf(strapi, userId)).find((live) => keyOf(live) === key);
  if (!session) return false;
  const manager = strapi.sessionManager('users-permissions');
  if (session.deviceId) await manager.invalidateRefreshToken(String(userId), session.deviceId);
  else await manager.revokeSessionById(String(userId), session.sessionId);
  await deleteSessionRecords(strapi, userId, [key]);
  return true;
}

/** Ends every live session of the account but `keepKey` (null: all of them); answers how many were ended. */
export async function endSessionsExcept(strapi: Core.Strapi, userId: number, keepKey: string | null): Promise<number> {
  const keys = [...new Set((await liveSessionsOf(strapi, userId)).map(keyOf))].filter((key) => key !== keepKey);
  let ended = 0;
  for (const key of keys) if (await endSession(strapi, userId, key)) ended += 1;
  return ended;
}

/** Describes a session for the audit log ('Chrome 131 · Windows · 203.0.113.7'). */
export const sessionLabel = (session: Pick<AccountSession, 'browser' | 'os' | 'ip'>) =>
  [session.browser, session.os, session.ip].filter(Boolean).join(' · ');
