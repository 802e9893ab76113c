import type { Core } from '@strapi/strapi';
import { seedArticles } from './data/articles';
import { createData, type DocumentFields } from '../utils/document-fields';
import { uploadAsset } from './upload-asset';

const UID = 'api::article.article';

/** The four articles of the spec, published, with covers and related links; skipped when any exists. */
export async function seedBlogArticles(strapi: Core.Strapi) {
  const documents = strapi.documents(UID);
  if ((await documents.count({})) > 0) return false;

  const bySlug = new Map<string, string>();
  for (const { related: _related, cover, ...article } of seedArticles) {
    const coverId = await uploadAsset(strapi, `articles/${cover}`, article.cover_alt);
    const created = await documents.create({ data: createData(UID, { ...article, cover: coverId }) });
    bySlug.set(article.slug, created.documentId);
  }
  for (const article of seedArticles) {
    const documentId = bySlug.get(article.slug)!;
    const links: DocumentFields = { related: article.related.map((slug) => bySlug.get(slug)) };
    await documents.update({ documentId, data: links });
    await documents.publish({ documentId });
  }
  strapi.log.info(`[seed] ${seedArticles.length} articles published`);
  return true;
}
