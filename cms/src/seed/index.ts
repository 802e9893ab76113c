import type { Core } from '@strapi/strapi';
import { seedAdmin } from './seed-admin';
import { seedBlogArticles } from './seed-articles';
import { seedCompany } from './seed-company';
import { seedCaseStudies } from './seed-cases';
import { seedPageSections } from './seed-page-contents';
import { seedProof } from './seed-proof';
import { seedLandingPages } from './seed-landing-pages';

/** Idempotent demo content: each part is skipped when its data already exists. SEED=false turns it off. */
export async function seed(strapi: Core.Strapi) {
  if (process.env.SEED === 'false') return;
  await seedAdmin(strapi);
  await seedCompany(strapi);
  await seedBlogArticles(strapi);
  await seedCaseStudies(strapi);
  await seedPageSections(strapi);
  await seedProof(strapi);
  await seedLandingPages(strapi);
}
