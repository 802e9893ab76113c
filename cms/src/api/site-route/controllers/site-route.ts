/**
 * Pages of the site that exist only once something is published: an article (/blog/<slug>) or a case
 * (/cases/<slug>). The site's build prerenders those it knows; for any other such path the web server asks here
 * whether it exists now (published after the build: the client-rendered app shows it) or not (the 404 page, with
 * the status 404, so search engines never index a "soft 404").
 */
const CONTENT_PATH = /^\/(blog|cases)\/([a-z0-9-]{1,100})\/?$/;

/** The nginx image serves the client-rendered app for this path when it sees this header (an internal redirect). */
const CLIENT_APP = '/__spa-fallback.html';

async function isPublished(section: string, slug: string): Promise<boolean> {
  if (section === 'blog') {
    return (await strapi.documents('api::article.article').findFirst({ status: 'published', filters: { slug }, fields: ['slug'] })) !== null;
  }
  return (await strapi.documents('api::case.case').findFirst({ filters: { slug, is_published: true }, fields: ['slug'] })) !== null;
}

export default {
  /** GET /api/site-routes/check?path=/blog/<slug>: 200 when the page exists now, 404 when not. */
  async check(ctx) {
    const match = CONTENT_PATH.exec(String(ctx.query.path ?? ''));
    if (!match || !(await isPublished(match[1], match[2]))) {
      ctx.status = 404;
      ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Página não encontrada' } };
      return;
    }
    ctx.set('X-Accel-Redirect', CLIENT_APP);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { path: match[0] } };
  },
};
