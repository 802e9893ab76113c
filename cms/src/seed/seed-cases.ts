import type { Core } from '@strapi/strapi';
import { seedCases } from './data/cases';
import { uploadAsset } from './upload-asset';

const UID = 'api::case.case';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo cases with their images in the media library; skipped when any case exists. */
export async function seedCaseStudies(strapi: Core.Strapi) {
  if ((await strapi.db.query(UID).count()) > 0) return false;

  for (const item of seedCases) {
    const { image, chart, gallery, days_ago, ...fields } = item;
    const alt = (suffix: string) => `${item.title} — ${suffix}`;
    const data = {
      ...fields,
      image: image ? await uploadAsset(strapi, `cases/${image}`, alt('imagem principal')) : null,
      chart: chart ? await uploadAsset(strapi, `cases/${chart}`, alt('gráfico de resultados')) : null,
      gallery: await Promise.all(gallery.map((file, i) => uploadAsset(strapi, `cases/${file}`, alt(`galeria ${i + 1}`)))),
    };
    const created = await strapi.documents(UID).create({ data: data as any });
    // Fixed ages make "newest first" deterministic.
    await strapi.db.connection('cases')
      .where({ document_id: created.documentId })
      .update({ created_at: new Date(Date.now() - days_ago * DAY_MS) });
  }
  strapi.log.info(`[seed] ${seedCases.length} cases created`);
  return true;
}
