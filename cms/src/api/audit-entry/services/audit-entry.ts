import { factories, type Core } from '@strapi/strapi';

const UID = 'api::audit-entry.audit-entry';

const auditEntryService = factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Everyone who appears in the log (key and name, each pair once), for the dashboard's 'Pessoa' filter. A DISTINCT
   * over the whole table, which the document service cannot ask: the audit log's one raw query (docs/data-access.md).
   */
  async actors(): Promise<Array<{ actor_key: string; actor_name: string }>> {
    return strapi.db.connection(strapi.db.metadata.get(UID).tableName).distinct('actor_key', 'actor_name');
  },
}));

export default auditEntryService;

/** This service as its controller uses it: Strapi types every `strapi.service(uid)` as a bag of `any`. */
export type AuditEntryService = ReturnType<typeof auditEntryService>;
export const auditEntryServiceOf = (strapi: Core.Strapi) => strapi.service(UID) as AuditEntryService;
