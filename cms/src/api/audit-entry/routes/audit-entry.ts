import { factories } from '@strapi/strapi';

/** GET /api/audit-entries (admins only, bootstrap/permissions.ts): the log is written by the CMS, never through the API. */
export default factories.createCoreRouter('api::audit-entry.audit-entry', { only: ['find'] });
