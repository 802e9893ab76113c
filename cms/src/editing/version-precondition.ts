import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ANY_VERSION, EDIT_RESOLUTION_HEADER, KEEP_MINE, parseVersionHeader } from '@alicerce/domain';

/**
 * What a write request says of the version it loaded: `expected` (a number, '*' or undefined) from If-Match, `absent`
 * (If-None-Match: *, an upsert of a row that did not exist when loaded), `keepMine` (the editor chose to keep their
 * version over a newer one), and whether the request must say it at all: content-API requests must; the Strapi panel
 * sends no version and is allowed (its saves are kept as revisions); writes outside a request (seed, the scheduled
 * publishing) are not checked.
 */
export type Precondition = {
  enforced: boolean;
  expected: number | typeof ANY_VERSION | undefined;
  absent: boolean;
  keepMine: boolean;
  ctx: Context | undefined;
};

export function requestPrecondition(strapi: Core.Strapi, key?: string): Precondition {
  const ctx = strapi.requestContext.get() as Context | undefined;
  if (!ctx) return { enforced: false, expected: undefined, absent: false, keepMine: false, ctx };
  const prefix = `${strapi.config.get('api.rest.prefix', '/api')}/`;
  const panel = ctx.state?.auth?.strategy?.name === 'admin';
  const rowVersions = ctx.state?.rowVersions as Map<string, number> | undefined;
  return {
    enforced: !panel && ctx.path.startsWith(prefix),
    expected: rowVersions ? rowVersions.get(key ?? '') : parseVersionHeader(ctx.get('If-Match')),
    absent: ctx.get('If-None-Match').trim() === ANY_VERSION,
    keepMine: ctx.get(EDIT_RESOLUTION_HEADER).trim() === KEEP_MINE,
    ctx,
  };
}

/** The documents this request has already claimed a version of (a save then a publish count once), by `uid:documentId`. */
export function claimsOf(ctx: Context | undefined): Map<string, { version: number; revisionId: number | null }> {
  if (!ctx) return new Map();
  ctx.state.editingClaims ??= new Map();
  return ctx.state.editingClaims;
}

/**
 * A bulk request (editing/bulk.ts) names one version per row instead of one If-Match: each row's write is checked
 * against its own (by `uid:documentId`); a row not named has no version, so it is refused as unversioned.
 */
export function expectRowVersions(ctx: Context, uid: string, rows: Array<{ documentId: string; version: number }>) {
  ctx.state.rowVersions = new Map(rows.map((row) => [`${uid}:${row.documentId}`, row.version]));
}
