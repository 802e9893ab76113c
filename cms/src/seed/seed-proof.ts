import type { Core, UID } from '@strapi/strapi';
import { seedCases } from './data/cases';
import { seedClients } from './data/clients';
import { seedTeam } from './data/team';
import { seedTestimonials } from './data/testimonials';
import { uploadAsset } from './upload-asset';
import { uploadSvgAsPng } from './upload-svg';

const PORTRAITS = 'proof/portraits';
/** The library's description of a drawn portrait (the site shows it beside the name, as a decorative image). */
const portraitAlt = (name: string) => `Retrato ilustrado de ${name}`;

/** documentId of each demo case present, by slug. */
async function demoCases(strapi: Core.Strapi): Promise<Map<string, string>> {
  const found = await strapi.documents('api::case.case').findMany({
    filters: { slug: { $in: seedCases.map((item) => item.slug) } },
    fields: ['slug'],
  });
  return new Map(found.map((item) => [item.slug as string, item.documentId]));
}

const isEmpty = async (strapi: Core.Strapi, uid: UID.ContentType) => (await strapi.db.query(uid).count()) === 0;

/**
 * The site's proof for the demo content: testimonials of the demo cases' clients (each tied to its case), their logos
 * and the agency's team. Only where the demo cases are (a site whose cases are real never gets invented quotes), and
 * each type only while it has no row, so a second start adds nothing.
 */
export async function seedProof(strapi: Core.Strapi) {
  const cases = await demoCases(strapi);
  if (cases.size === 0) return false;

  if (await isEmpty(strapi, 'api::testimonial.testimonial')) {
    const mine = seedTestimonials.filter((item) => cases.has(item.case_slug));
    for (const { case_slug, photo, ...fields } of mine) {
      const photoId = await uploadAsset(strapi, `${PORTRAITS}/${photo}`, portraitAlt(fields.author_name));
      await strapi
        .documents('api::testimonial.testimonial')
        .create({ data: { ...fields, photo: photoId, case: cases.get(case_slug), is_published: true } });
    }
    strapi.log.info(`[seed] ${mine.length} testimonials created`);
  }

  if (await isEmpty(strapi, 'api::client.client')) {
    for (const { logo, alt, ...fields } of seedClients) {
      const logoId = await uploadSvgAsPng(strapi, `proof/logos/${logo}`, alt);
      await strapi.documents('api::client.client').create({ data: { ...fields, logo: logoId, is_published: true } });
    }
    strapi.log.info(`[seed] ${seedClients.length} client logos created`);
  }

  if (await isEmpty(strapi, 'api::team-member.team-member')) {
    for (const { photo, ...fields } of seedTeam) {
      const photoId = await uploadAsset(strapi, `${PORTRAITS}/${photo}`, portraitAlt(fields.name));
      await strapi.documents('api::team-member.team-member').create({ data: { ...fields, photo: photoId, is_published: true } });
    }
    strapi.log.info(`[seed] ${seedTeam.length} team members created`);
  }
  return true;
}
