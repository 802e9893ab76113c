import type { Core } from '@strapi/strapi';

/**
 * 'Abertos recentemente' (issue 57): the documents each account opened in the dashboard's editors, one row per
 * account and document (opening it again moves it up). Times are epoch milliseconds (bigint), the same on SQLite and
 * PostgreSQL. This module owns every query on the table (docs/data-access.md).
 */
export const RECENT_DOCUMENTS = 'recent_documents';

export type RecentRow = { user_id: number; kind: string; document_id: string; opened_at: number | string };

export async function ensureRecentDocumentsTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(RECENT_DOCUMENTS)) return;
  await knex.schema.createTable(RECENT_DOCUMENTS, (table) => {
    table.integer('user_id').notNullable();
    table.string('kind', 20).notNullable();
    table.string('document_id', 100).notNullable();
    table.bigInteger('opened_at').notNullable();
    table.primary(['user_id', 'kind', 'document_id']);
    table.index(['user_id', 'opened_at'], 'recent_documents_user_opened');
  });
}

/**
 * Records an opening: the document's row gets a time after every other of the account's rows (so two openings in the
 * same millisecond keep their order), then only the account's newest `keep` rows stay.
 */
export async function rememberOpened(strapi: Core.Strapi, row: Omit<RecentRow, 'opened_at'>, now: number, keep: number) {
  await strapi.db.connection.transaction(async (trx) => {
    const latest = (await trx(RECENT_DOCUMENTS).where({ user_id: row.user_id }).max({ at: 'opened_at' }).first()) as
      { at: number | string | null } | undefined;
    const openedAt = Math.max(now, Number(latest?.at ?? 0) + 1);
    await trx(RECENT_DOCUMENTS)
      .insert({ ...row, opened_at: openedAt })
      .onConflict(['user_id', 'kind', 'document_id'])
      .merge(['opened_at']);
    const older = await trx(RECENT_DOCUMENTS).where({ user_id: row.user_id }).orderBy('opened_at', 'desc').offset(keep).select('kind', 'document_id');
    for (const gone of older) await trx(RECENT_DOCUMENTS).where({ user_id: row.user_id, kind: gone.kind, document_id: gone.document_id }).delete();
  });
}

/** The account's rows of these kinds, newest first. */
export async function recentRowsOf(strapi: Core.Strapi, userId: number, kinds: readonly string[]): Promise<RecentRow[]> {
  return strapi.db
    .connection(RECENT_DOCUMENTS)
    .where({ user_id: userId })
    .whereIn('kind', [...kinds])
    .orderBy('opened_at', 'desc')
    .select('*');
}

/** Forgets rows of the account whose documents are gone (deleted since they were opened). */
export async function forgetRecentRows(strapi: Core.Strapi, userId: number, rows: readonly Pick<RecentRow, 'kind' | 'document_id'>[]) {
  for (const row of rows)
    await strapi.db.connection(RECENT_DOCUMENTS).where({ user_id: userId, kind: row.kind, document_id: row.document_id }).delete();
}
