import type { Core } from '@strapi/strapi';
import { LANDING_MODEL, SITE_CONTENT_MODELS } from '../site-rebuild/content-models';
import { announceToSite } from '../site-rebuild/notify-site';
import { buildUsageIndex, type IndexedFile } from './usage-index';

/**
 * A file replaced (same URL, new picture) or its alt text changed shows on the pages that use it only once they are
 * built again: the site's receiver is told of each content type (and landing page) that uses the file, as if it had
 * been saved — `entry.update`, after the change is stored. Older versions and the Lixeira change no page.
 */
export async function announceFileChange(strapi: Core.Strapi, id: unknown) {
  const file = (await strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { id: Number(id) }, select: ['id', 'url', 'formats'] })) as IndexedFile | null;
  if (!file) return;
  const documents = (await buildUsageIndex(strapi, [file])).documentsOf(file.id).filter((doc) => SITE_CONTENT_MODELS.has(doc.uid));
  const changes = new Map(
    documents.map((doc) => {
      const slug = doc.uid === LANDING_MODEL ? doc.slug : undefined;
      return [`${doc.uid}:${slug}`, { event: 'entry.update', uid: doc.uid, ...(slug ? { slug } : {}) }];
    }),
  );
  announceToSite(strapi, [...changes.values()]);
}
