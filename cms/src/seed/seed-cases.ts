import type { Core } from '@strapi/strapi';
import { seedCaseImageAlts } from './data/case-image-alts';
import { seedCases } from './data/cases';
import { uploadAsset } from './upload-asset';

const UID = 'api::case.case';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo cases with their images in the media library (their charts are data, drawn by the site); skipped when any case exists. */
export async function seedCaseStudies(strapi: Core.Strapi) {
  if ((await strapi.db.query(UID).count()) > 0) return false;

  for (const item of seedCases) {
    const { image, gallery, days_ago, ...fields } = item;
    const upload = (file: string) => uploadAsset(strapi, `cases/${file}`, seedCaseImageAlts[file] ?? '');
    const data = {
      ...fields,
      image: image ? await upload(image) : null,
      gallery: await Promise.all(gallery.map(upload)),
    };
    const created = await strapi.documents(UID).create({ data: data });
    // Fixed ages make "newest first" deterministic.
    await strapi.db
      .connection('cases')
      .where({ document_id: created.documentId })
      .update({ created_at: new Date(Date.now() - days_ago * DAY_MS) });
  }
  strapi.log.info(`[seed] ${seedCases.length} cases created`);
  return true;
}
