import type { Core } from '@strapi/strapi';
import { sitemapEntries, sitemapXml } from '@alicerce/domain';
import { PUBLISHED } from '../../../utils/unpublished-access';

const siteUrl = () => (process.env.SITE_URL || 'http://localhost:4173').replace(/\/+$/, '');

/**
 * GET /api/sitemap.xml: the site's sitemap built live from what is published now, so an article published
 * after the last build is listed at once (the site's web server serves /sitemap.xml from here and falls back
 * to the file written by the build). Same entries and XML as the build (domain/src/sitemap.ts).
 */
export default {
  async xml(ctx) {
    // Every row: the document service has no page limit (the REST API's maxLimit does not apply here).
    const [articles, cases, landingPages] = await Promise.all([
      strapi.documents('api::article.article').findMany({ status: 'published', fields: ['slug', 'published_date', 'updatedAt'], sort: 'id:asc' }),
      strapi.documents('api::case.case').findMany({ filters: PUBLISHED, fields: ['slug', 'createdAt', 'updatedAt'], sort: 'id:asc' }),
      strapi
        .documents('api::landing-page.landing-page')
        .findMany({ filters: PUBLISHED, fields: ['slug', 'noindex', 'ends_at', 'createdAt', 'updatedAt'], sort: 'id:asc' }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = sitemapXml(siteUrl(), sitemapEntries({ articles, cases, landingPages, today }));
  },
} satisfies Core.Controller;
