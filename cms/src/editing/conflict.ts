import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { EDIT_VERSION_MESSAGES, parseVersionHeader, type EditConflictDetails } from '@alicerce/domain';
import { presentCurrent } from './present-current';
import { lastEditor, readSnapshot } from './revisions';

/**
 * Refuses a save made against an older version (or a create-if-absent of a row that exists now): 409 with the pt-BR
 * message naming who saved last and when, and the document as it is now, so the editor can compare and merge.
 */
export async function refuseStale(
  strapi: Core.Strapi,
  ctx: Context | undefined,
  uid: string,
  documentId: string,
  stored: { version: number; updatedAt: string },
  createdMeanwhile = false,
): Promise<never> {
  const updatedBy = await lastEditor(strapi, uid, documentId);
  const details: EditConflictDetails = {
    version: stored.version,
    updatedAt: stored.updatedAt,
    updatedBy,
    current: await presentCurrent(strapi, uid as UID.CollectionType, documentId),
  };
  const message = (createdMeanwhile ? EDIT_VERSION_MESSAGES.createdMeanwhile : EDIT_VERSION_MESSAGES.conflict)(updatedBy, stored.updatedAt);
  if (!ctx) throw new Error(message);
  return ctx.throw(409, message, { details });
}

/** 428: a content-API write to an existing document that says nothing of the version it loaded. */
export function refuseUnversioned(ctx: Context | undefined): never {
  if (!ctx) throw new Error(EDIT_VERSION_MESSAGES.versionRequired);
  return ctx.throw(428, EDIT_VERSION_MESSAGES.versionRequired);
}

/**
 * For a write that reads a document without saving it (a landing page's 'Duplicar' copies it): when the request names
 * the version it loaded, refuses it if the document has moved on since, so the copy is what the person saw.
 */
export async function assertLoadedVersion(strapi: Core.Strapi, uid: string, documentId: string) {
  const ctx = strapi.requestContext.get() as Context | undefined;
  const expected = parseVersionHeader(ctx?.get('If-Match'));
  if (typeof expected !== 'number') return;
  const stored = await readSnapshot(strapi, uid, documentId);
  if (stored && stored.version !== expected) await refuseStale(strapi, ctx, uid, documentId, stored);
}
