import type { Core } from '@strapi/strapi';

/** Clearly fictitious contact data until the agency sets its own in the panel. */
export const SEED_COMPANY = {
  name: 'Alicerce Digital',
  phone_display: '(15) 90000-0000',
  whatsapp_digits: '5515900000000',
  email: 'contato@alicerce.example',
  city: 'Sorocaba',
  state: 'SP',
  opening_hours: 'Segunda a Sexta: 08:00 - 18:00',
};

export async function seedCompany(strapi: Core.Strapi) {
  if (await strapi.documents('api::company.company').findFirst()) return false;
  await strapi.documents('api::company.company').create({ data: SEED_COMPANY });
  return true;
}
