/**
 * A document's fields by name, as written through the document service (`data` of create / update). Strapi types
 * `data` from generated schema types (`strapi ts:generate-types`), which this project does not keep; without them it
 * is `{ id?, documentId? }`, which accepts a value of this type (an index signature) but not an object literal
 * naming other fields. The shared zod schemas of `domain/` check the fields themselves before any write.
 */
export type DocumentFields = Record<string, unknown>;
