import type { Core, Modules, UID } from '@strapi/strapi';
import type { DocumentFields } from './document-fields';
import type { Knex } from 'knex';

type Document = Modules.Documents.AnyDocument;

/**
 * Creates a document unless one with the same idempotency key exists (a retry of the same submission):
 * then the first one is returned and `created` is false. A unique database index on the key settles races.
 * `alongside` stores what belongs with the new document (its outbox deliveries) in the same transaction.
 */
export async function idempotentCreate(
  strapi: Core.Strapi,
  uid: UID.CollectionType,
  idempotencyKey: string | undefined,
  data: Record<string, unknown>,
  alongside?: (trx: Knex.Transaction, document: Document) => Promise<void>,
): Promise<{ document: Document; created: boolean }> {
  const documents = strapi.documents(uid);
  const byKey: Record<string, unknown> = { idempotency_key: idempotencyKey };
  const existing = () => documents.findFirst({ filters: byKey });
  if (idempotencyKey) {
    const found = await existing();
    if (found) return { document: found, created: false };
  }
  try {
    const document = await strapi.db.transaction(async ({ trx }) => {
      const fields: DocumentFields = { ...data, idempotency_key: idempotencyKey ?? null };
      const created = await documents.create({ data: fields });
      if (alongside) await alongside(trx, created);
      return created;
    });
    return { document, created: true };
  } catch (error) {
    const found = idempotencyKey ? await existing() : null;
    if (found) return { document: found, created: false };
    throw error;
  }
}
