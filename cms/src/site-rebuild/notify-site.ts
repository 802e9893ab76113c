import type { Core, UID } from '@strapi/strapi';
import { CONTENT_EVENTS, LANDING_MODEL, SITE_CONTENT_MODELS } from './content-models';

/** What the receiver is told: which kind of content changed, and for a landing page which page. Nothing else. */
export type SiteChange = { event: string; uid: string; slug?: string };

/** The Strapi webhook earlier versions registered for the receiver (every entry event, the whole entry in its body). */
export const LEGACY_WEBHOOK_NAME = 'Site: prerender e rebuild ao publicar';

const SEND_TIMEOUT_MS = 5_000;

/** A landing page's stored slug (before a change renames it, or a delete takes it). */
async function landingSlug(strapi: Core.Strapi, documentId: unknown): Promise<string | undefined> {
  if (typeof documentId !== 'string') return undefined;
  const row = await strapi.db.query(LANDING_MODEL as UID.Schema).findOne({ where: { documentId }, select: ['slug'] });
  return typeof row?.slug === 'string' ? row.slug : undefined;
}

const slugOf = (result: unknown): string | undefined => {
  const doc = result && typeof result === 'object' && 'entries' in result && Array.isArray(result.entries) ? result.entries[0] : result;
  return doc && typeof doc === 'object' && 'slug' in doc && typeof doc.slug === 'string' ? doc.slug : undefined;
};

/** Posts one change to the receiver; a receiver that is down or hangs costs a log line, never the editor's save. */
async function send(url: string, token: string, change: SiteChange, strapi: Core.Strapi) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(change),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) strapi.log.warn(`[site-rebuild] the receiver answered ${response.status} to ${change.event} ${change.uid}`);
  } catch (error) {
    strapi.log.warn(
      `[site-rebuild] the receiver was not reached for ${change.event} ${change.uid}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Tells the receiver of changes made outside the document service (a media file replaced: media/site-notice.ts). */
export function announceToSite(strapi: Core.Strapi, changes: SiteChange[]) {
  const url = process.env.SITE_REBUILD_WEBHOOK_URL;
  const token = process.env.REBUILD_WEBHOOK_TOKEN;
  if (!url || !token) return;
  for (const change of changes) void send(url, token, change, strapi);
}

/**
 * With SITE_REBUILD_WEBHOOK_URL and REBUILD_WEBHOOK_TOKEN set, a change of the site's content (content-models.ts) is
 * posted to the site's rebuild receiver once it is committed: `{ event, uid, slug? }` — a landing page's slug (its old
 * one too, when an edit renamed it), so the receiver prerenders that page alone; never the entry itself. A document-
 * service middleware, registered before the versioned writes so that its `next()` spans their transaction.
 */
export function notifySiteOfContentChanges(strapi: Core.Strapi) {
  const url = process.env.SITE_REBUILD_WEBHOOK_URL;
  const token = process.env.REBUILD_WEBHOOK_TOKEN;
  if (!url || !token) return;
  strapi.documents.use(async (context, next) => {
    const event = CONTENT_EVENTS[context.action];
    if (!event || !SITE_CONTENT_MODELS.has(context.uid)) return next();
    const landing = context.uid === LANDING_MODEL;
    const params = context.params as { documentId?: unknown };
    const before = landing && context.action !== 'create' ? await landingSlug(strapi, params.documentId) : undefined;
    const result = await next();
    const after = landing ? (slugOf(result) ?? (context.action === 'delete' ? undefined : await landingSlug(strapi, params.documentId))) : undefined;
    const slugs = landing ? [...new Set([before, after].filter((slug): slug is string => Boolean(slug)))] : [undefined];
    const changes: SiteChange[] = slugs.map((slug) => ({ event, uid: context.uid, ...(slug ? { slug } : {}) }));
    // A bulk action (editing/bulk.ts) collects its rows' changes and announces them once, after its commit.
    const collected = strapi.requestContext.get()?.state?.siteChanges as SiteChange[] | undefined;
    if (collected) {
      collected.push(...changes);
      return result;
    }
    // After the commit of the transaction the write ran in (a caller's, when it opened one): the receiver's renderer
    // then reads the new content, and a write rolled back is never announced.
    await strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => {
        for (const change of changes) void send(url, token, change, strapi);
      });
    });
    return result;
  });
}

/** Removes the Strapi webhook that earlier versions kept for the receiver: it posted every entry, leads included. */
export async function removeLegacyRebuildWebhook(strapi: Core.Strapi) {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const legacy = (await store.findWebhooks()).find((webhook: { name: string }) => webhook.name === LEGACY_WEBHOOK_NAME);
  if (!legacy) return;
  await store.deleteWebhook(legacy.id);
  runner.remove(legacy);
}
