import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  LANDING_PAGE_MESSAGES,
  LANDING_SPLIT_HEADER,
  chooseLandingVariant,
  isLandingPageEnded,
  isLaunchOwned,
  landingThankYouPath,
  landingVariantKeys,
  landingVariantPath,
  parseSplitBucket,
  rememberedLandingVariant,
  type LandingVariantKey,
} from '@alicerce/domain';
import { PUBLISHED } from '../../../utils/unpublished-access';
import { storedBlocks, storedEnd } from '../../landing-page/services/landing-page';

/**
 * Pages of the site that exist only once something is published: an article (/blog/<slug>), a case (/cases/<slug>)
 * or a landing page (/lp/<slug>, its hero variants' files /lp/<slug>/__v/<b|c>, and a launch's thank-you /lp/<slug>/obrigado). The site's build prerenders those
 * it knows; for any other article or case path the web server asks here whether it exists now (published after the
 * build: the client-rendered app shows it) or not (the 404 page, with the status 404, so search engines never index a
 * "soft 404"). Landing pages are asked about on every request, prerendered or not: one unpublished since the build
 * answers 404 and one past its end date 410 at once, without waiting for a rebuild.
 *
 * The A/B split is made here: for /lp/<slug> the web server sends the visitor's bucket (X-Split-Bucket) and the
 * visitor's cookies; the answer names the file of the variant remembered after consent, else of the bucket's
 * (domain/src/landing-split.ts). /lp/<slug>/__v/<key> always names that variant's file (previews, direct links).
 */
const CONTENT_PATH = /^\/(blog|cases)\/([a-z0-9-]{1,100})\/?$/;
const LANDING_PATH = /^\/lp\/([a-z0-9-]{1,100})(?:\/__v\/([abc])|\/(obrigado))?\/?$/;

/** The nginx image serves the client-rendered app for this path when it sees this header (an internal redirect). */
const CLIENT_APP = '/__spa-fallback.html';
/** …and a landing page's prerendered file under this internal prefix (web/nginx.conf: /__landing/). */
const LANDING_FILE = '/__landing';

async function isPublished(section: string, slug: string): Promise<boolean> {
  if (section === 'blog') {
    return (await strapi.documents('api::article.article').findFirst({ status: 'published', filters: { slug }, fields: ['slug'] })) !== null;
  }
  return (await strapi.documents('api::case.case').findFirst({ filters: { slug, ...PUBLISHED }, fields: ['slug'] })) !== null;
}

type LandingState = { state: 'live'; variant: LandingVariantKey } | { state: 'thank-you' } | { state: 'ended' } | { state: 'missing' };

/**
 * The file to serve for a landing path: `asked` is the variant of a /__v/ path, or null for the page's own address
 * (then the split chooses). 'missing': unknown, unpublished, or a variant the page does not have.
 */
async function landingState(
  slug: string,
  asked: LandingVariantKey | 'thank-you' | null,
  choose: (keys: LandingVariantKey[]) => LandingVariantKey,
): Promise<LandingState> {
  const page = await strapi
    .documents('api::landing-page.landing-page')
    .findFirst({ filters: { slug, ...PUBLISHED }, fields: ['slug', 'ends_at', 'blocks', 'owner'] });
  if (!page) return { state: 'missing' };
  if (isLandingPageEnded(storedEnd(page))) return { state: 'ended' };
  // A launch's thank-you (issue 54): only a launch's page has one.
  if (asked === 'thank-you') return isLaunchOwned({ owner: page.owner as { kind?: string } | null }) ? { state: 'thank-you' } : { state: 'missing' };
  const keys = landingVariantKeys(storedBlocks(page));
  if (asked === null) return { state: 'live', variant: choose(keys) };
  return keys.includes(asked) ? { state: 'live', variant: asked } : { state: 'missing' };
}

const notFound = (ctx: Context) => {
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
      const slug = landing[1];
      const bucket = parseSplitBucket(ctx.get(LANDING_SPLIT_HEADER) || undefined);
      const remembered = rememberedLandingVariant(ctx.get('cookie'), slug);
      const asked = landing[3] ? 'thank-you' : ((landing[2] as LandingVariantKey | undefined) ?? null);
      const found = await landingState(slug, asked, (keys) => chooseLandingVariant(keys, bucket, remembered));
      if (found.state === 'missing') return notFound(ctx);
      if (found.state === 'ended') {
        ctx.status = 410;
        ctx.body = { data: null, error: { status: 410, name: 'GoneError', message: LANDING_PAGE_MESSAGES.ended } };
        return;
      }
      if (found.state === 'thank-you') {
        const file = landingThankYouPath(slug);
        ctx.set('X-Accel-Redirect', `${LANDING_FILE}${file}`);
        ctx.body = { data: { path: file } };
        return;
      }
      const file = landingVariantPath(slug, found.variant);
      ctx.set('X-Accel-Redirect', `${LANDING_FILE}${file}`);
      ctx.body = { data: { path: file, variant: found.variant } };
      return;
    }
    const match = CONTENT_PATH.exec(path);
    if (!match || !(await isPublished(match[1], match[2]))) return notFound(ctx);
    ctx.set('X-Accel-Redirect', CLIENT_APP);
    ctx.body = { data: { path: match[0] } };
  },
} satisfies Core.Controller;
