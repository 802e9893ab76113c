import type { Core } from '@strapi/strapi';
import { seedPageContents } from './data/page-contents';
import { createData } from '../utils/document-fields';

const UID = 'api::page-content.page-content';

/** A few editable page sections; skipped when any exists. */
export async function seedPageSections(strapi: Core.Strapi) {
  if ((await strapi.db.query(UID).count()) > 0) return false;
  for (const section of seedPageContents) {
    await strapi.documents(UID).create({ data: createData(UID, section) });
  }
  strapi.log.info(`[seed] ${seedPageContents.length} page sections created`);
  return true;
}
