import { LANDING_PAGE_MESSAGES, isLandingPageEnded, landingVariantKeys, landingVariantPath, type LandingVariantKey } from '@alicerce/domain';

/**
 * Pages of the site that exist only once something is published: an article (/blog/<slug>), a case (/cases/<slug>)
 * or a landing page (/lp/<slug>, and its hero variants' files /lp/<slug>/__v/<b|c>). The site's build prerenders those
 * it knows; for any other article or case path the web server asks here whether it exists now (published after the
 * build: the client-rendered app shows it) or not (the 404 page, with the status 404, so search engines never index a
 * "soft 404"). Landing pages are asked about on every request, prerendered or not: one unpublished since the build
 * answers 404 and one past its end date 410 at once, without waiting for a rebuild.
 */
const CONTENT_PATH = /^\/(blog|cases)\/([a-z0-9-]{1,100})\/?$/;
const LANDING_PATH = /^\/lp\/([a-z0-9-]{1,100})(?:\/__v\/([abc]))?\/?$/;

/** The nginx image serves the client-rendered app for this path when it sees this header (an internal redirect). */
const CLIENT_APP = '/__spa-fallback.html';
/** …and a landing page's prerendered file under this internal prefix (web/nginx.conf: /__landing/). */
const LANDING_FILE = '/__landing';

async function isPublished(section: string, slug: string): Promise<boolean> {
  if (section === 'blog') {
    return (await strapi.documents('api::article.article').findFirst({ status: 'published', filters: { slug }, fields: ['slug'] })) !== null;
  }
  return (await strapi.documents('api::case.case').findFirst({ filters: { slug, is_published: true }, fields: ['slug'] })) !== null;
}

/** 'live', 'ended' or 'missing' (unknown, unpublished, or a variant the page does not have). */
async function landingState(slug: string, variant: LandingVariantKey): Promise<'live' | 'ended' | 'missing'> {
  const page: Record<string, any> | null = await strapi.documents('api::landing-page.landing-page').findFirst({ filters: { slug, is_published: true }, fields: ['slug', 'ends_at', 'blocks'] } as any);
  if (!page) return 'missing';
  if (isLandingPageEnded(page)) return 'ended';
  return landingVariantKeys(Array.isArray(page.blocks) ? page.blocks : []).includes(variant) ? 'live' : 'missing';
}

const notFound = (ctx) => {
  ctx.status = 404;
  ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Página não encontrada' } };
};

export default {
  /** GET /api/site-routes/check?path=/blog/<slug>: 200 when the page exists now, 404 when not, 410 for an ended landing page. */
  async check(ctx) {
    const path = String(ctx.query.path ?? '');
    ctx.set('Cache-Control', 'no-store');
    const landing = LANDING_PATH.exec(path);
    if (landing) {
      const variant = (landing[2] ?? 'a') as LandingVariantKey;
      const state = await landingState(landing[1], variant);
      if (state === 'missing') return notFound(ctx);
      if (state === 'ended') {
        ctx.status = 410;
        ctx.body = { data: null, error: { status: 410, name: 'GoneError', message: LANDING_PAGE_MESSAGES.ended } };
        return;
      }
      ctx.set('X-Accel-Redirect', `${LANDING_FILE}${landingVariantPath(landing[1], variant)}`);
      ctx.body = { data: { path: landingVariantPath(landing[1], variant) } };
      return;
    }
    const match = CONTENT_PATH.exec(path);
    if (!match || !(await isPublished(match[1], match[2]))) return notFound(ctx);
    ctx.set('X-Accel-Redirect', CLIENT_APP);
    ctx.body = { data: { path: match[0] } };
  },
};
