import type { Core } from '@strapi/strapi';

/** The webhook's name in Settings → Webhooks: the one this start keeps in step with the environment. */
export const SITE_REBUILD_WEBHOOK_NAME = 'Site: prerender e rebuild ao publicar';

const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

/**
 * With SITE_REBUILD_WEBHOOK_URL and REBUILD_WEBHOOK_TOKEN set, the CMS calls the site's rebuild receiver
 * (scripts/rebuild-webhook.mjs) on every content change — a landing page is then prerendered seconds after
 * 'Publicar' — without anyone creating the webhook in the panel. Created once, updated when the address or the token
 * changes, removed on a start without them (the panel's other webhooks are never touched). The runner loaded the
 * stored webhooks before this bootstrap, so it is told of the change too.
 */
export async function ensureSiteRebuildWebhook(strapi: Core.Strapi) {
  const url = process.env.SITE_REBUILD_WEBHOOK_URL;
  const token = process.env.REBUILD_WEBHOOK_TOKEN;
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((webhook: { name: string }) => webhook.name === SITE_REBUILD_WEBHOOK_NAME);
  if (!url || !token) {
    // A receiver of an earlier start (npm start's, on a port of that run) is not called in vain.
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
    }
    return;
  }
  const wanted = { name: SITE_REBUILD_WEBHOOK_NAME, url, headers: { Authorization: `Bearer ${token}` }, events: EVENTS, isEnabled: true };
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    return;
  }
  const updated = await store.updateWebhook(existing.id, wanted);
  if (updated) runner.update(updated);
}
