import type { Core, UID } from '@strapi/strapi';
import type { DocumentFields } from './document-fields';

/**
 * Creates or updates the one document matching `key` (a natural key backed by a unique database index).
 * If a concurrent request created it between our read and our insert, the insert fails on the index
 * and we update the row that won instead: two upserts of the same key always leave one row.
 * The CMS's one upsert (page sections, site settings, ad spend). The analytics counters' +1 is not one: it stays a
 * single INSERT … ON CONFLICT statement (api/analytics), so two beacons at once never lose a count.
 */
export async function upsertByKey(strapi: Core.Strapi, uid: UID.CollectionType, key: Record<string, string>, data: Record<string, unknown>) {
  const documents = strapi.documents(uid);
  const update = async () => {
    const existing = await documents.findFirst({ filters: key });
    return existing ? documents.update({ documentId: existing.documentId, data }) : null;
  };

  const updated = await update();
  if (updated) return updated;
  try {
    const fields: DocumentFields = { ...key, ...data };
    return await documents.create({ data: fields });
  } catch (error) {
    const retried = await update();
    if (retried) return retried;
    throw error;
  }
}
