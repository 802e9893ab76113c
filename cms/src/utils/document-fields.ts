import type { Modules, UID } from '@strapi/strapi';

/**
 * A document's fields by name, as written through the document service (`data` of update). Strapi types `data` from
 * the schema types generated into types/generated (`npm run types`, kept in git); a partial update accepts a value
 * of this type. The shared zod schemas of `domain/` check the fields themselves before any write.
 */
export type DocumentFields = Record<string, unknown>;

/**
 * The `data` of a create: fields the shared zod schemas already checked, as the generated input type of `uid`
 * (which names the required fields). The zod output differs from it only in Strapi's own spellings (null where
 * Strapi writes undefined, its blocks and JSON types).
 */
export const createData = <T extends UID.ContentType>(_uid: T, fields: DocumentFields) => fields as Modules.Documents.Params.Data.Input<T>;
