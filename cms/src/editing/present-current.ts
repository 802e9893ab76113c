import type { Core, UID } from '@strapi/strapi';
import { landingPageServiceOf } from '../api/landing-page/services/landing-page';
import { findForEditor } from '../utils/article-editor';
import { resolveCaseMedia, resolveMediaUrls } from '../utils/media-urls';
import type { Entry } from '../utils/core-controller';

/** Media fields of a type, with absolute URLs as its reads give them. */
async function withMedia(strapi: Core.Strapi, uid: UID.CollectionType, documentId: string, media: string[], extra: Record<string, unknown> = {}) {
  const populate: Record<string, unknown> = { ...Object.fromEntries(media.map((name) => [name, true])), ...extra };
  const entry: Entry | null = await strapi.documents(uid).findOne({ documentId, populate: populate as never });
  if (!entry) return {};
  return { ...entry, ...Object.fromEntries(media.map((name) => [name, resolveMediaUrls(strapi, entry[name])])) };
}

/** How each type's editor reads a document (its GET for editors), so a 409 can hand the editor the current one. */
const PRESENTERS: Record<string, (strapi: Core.Strapi, documentId: string) => Promise<Entry>> = {
  'api::case.case': async (strapi, documentId) => {
    const entry = await strapi.documents('api::case.case').findOne({ documentId, populate: { image: true, chart: true, gallery: true } });
    return entry ? resolveCaseMedia(strapi, entry) : {};
  },
  'api::article.article': async (strapi, documentId) => (await findForEditor(strapi, documentId)) ?? {},
  'api::landing-page.landing-page': async (strapi, documentId) => {
    const entry = await strapi.documents('api::landing-page.landing-page').findOne({ documentId });
    return entry ? landingPageServiceOf(strapi).present(entry) : {};
  },
  'api::testimonial.testimonial': (strapi, documentId) =>
    withMedia(strapi, 'api::testimonial.testimonial', documentId, ['photo'], { case: { fields: ['title', 'slug', 'is_published'] } }),
  'api::client.client': (strapi, documentId) => withMedia(strapi, 'api::client.client', documentId, ['logo']),
  'api::team-member.team-member': (strapi, documentId) => withMedia(strapi, 'api::team-member.team-member', documentId, ['photo']),
};

/** The document as its editor reads it now (page sections and site settings: the row as stored). */
export async function presentCurrent(strapi: Core.Strapi, uid: UID.CollectionType, documentId: string): Promise<Entry> {
  const present = PRESENTERS[uid];
  if (present) return present(strapi, documentId);
  return (await strapi.documents(uid).findOne({ documentId })) ?? {};
}
