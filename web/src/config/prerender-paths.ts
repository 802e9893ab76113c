// Loaded by react-router.config.ts: relative imports only (no "@/" alias there).
import { articles } from '../content/articles';
import { fetchAllPages } from '../lib/cms-pages';
import { paths, publicStaticPaths } from './paths';

const cmsBuildUrl = () => (process.env.CMS_BUILD_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');

/**
 * Slugs of the articles published in the CMS at build time; the built-in list when the CMS cannot be
 * reached (the build never fails for it). Articles published later are rendered in the browser.
 */
export async function articleSlugs(): Promise<string[]> {
  try {
    const list = await fetchAllPages<{ slug?: unknown }>(cmsBuildUrl(), '/articles');
    const slugs = list.map((article) => article.slug).filter((slug): slug is string => typeof slug === 'string' && slug !== '');
    // The article route has a build-time loader, so at least one of its paths must be prerendered.
    if (slugs.length === 0) throw new Error('no published article');
    return slugs;
  } catch (error) {
    console.warn(`[prerender] CMS article list unavailable (${(error as Error).message}); using the built-in slugs`);
    return articles.map((article) => article.slug);
  }
}

/** All public routes; /admin/* is left to the SPA fallback. */
export async function prerenderPaths(): Promise<string[]> {
  const slugs = await articleSlugs();
  return [...publicStaticPaths, ...[...new Set(slugs)].map((slug) => paths.article(slug))];
}
