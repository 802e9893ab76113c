// The build's list of pages to prerender (react-router.config.ts `prerender`), read from the CMS the build reads.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import type { LandingBlock } from '../../domain/src/landing-blocks';
import { landingThankYouPath, landingVariantKeys, landingVariantPath } from '../../domain/src/landing-page';
import { isLaunchOwned } from '../../domain/src/landing-owner';
import { paths, publicStaticPaths } from '../../domain/src/site-paths';
import { articles } from '../src/site/content/articles';
import { cmsBuildList, orWhenUnreachable } from '../src/site/lib/cms-build-client';

/** The slugs among a list's rows (the rows without one left out). */
const slugsOf = (rows: Array<{ slug?: unknown }>) =>
  rows.map((row) => row.slug).filter((slug): slug is string => typeof slug === 'string' && slug !== '');

/**
 * Slugs of the articles published in the CMS at build time; the built-in list when the CMS cannot be
 * reached (the build never fails for it). Articles published later are rendered in the browser.
 */
export function articleSlugs(): Promise<string[]> {
  const published = cmsBuildList<{ slug?: unknown }>('/articles').then((list) => {
    const slugs = slugsOf(list);
    // The article route has a build-time loader, so at least one of its paths must be prerendered.
    if (slugs.length === 0) throw new Error('no published article');
    return slugs;
  });
  return orWhenUnreachable(
    published,
    articles.map((article) => article.slug),
    'article list',
    'using the built-in slugs',
  );
}

/**
 * Slugs of the cases published in the CMS at build time; none when it cannot be reached (the build never fails for
 * it: /cases then reads its cards in the browser, and a case URL is rendered there too).
 */
export function caseSlugs(): Promise<string[]> {
  return orWhenUnreachable(
    cmsBuildList<{ slug?: unknown }>('/cases', { 'fields[0]': 'slug' }).then(slugsOf),
    [],
    'case list',
    'no case page prerendered',
  );
}

/**
 * Every file of the landing pages published (and not ended) at build time: /lp/<slug> for the hero's variant a and
 * /lp/<slug>/__v/<key> for each other variant (landingVariantPath), and /lp/<slug>/obrigado for a launch's page. None when the CMS cannot be reached: a page is
 * then rendered in the browser (the server asks the CMS whether it exists, as for cases).
 */
export function landingPaths(): Promise<string[]> {
  const published = cmsBuildList<{ slug?: unknown; blocks?: unknown; owner?: { kind?: string } | null }>('/landing-pages').then((pages) =>
    pages.flatMap((page) =>
      typeof page.slug === 'string' && page.slug !== ''
        ? [
            ...landingVariantKeys(Array.isArray(page.blocks) ? (page.blocks as LandingBlock[]) : []).map((key) =>
              landingVariantPath(page.slug as string, key),
            ),
            // A launch's page has its own thank-you (issue 54).
            ...(isLaunchOwned(page) ? [landingThankYouPath(page.slug)] : []),
          ]
        : [],
    ),
  );
  return orWhenUnreachable(published, [], 'landing page list', 'no landing page prerendered');
}

/** The page every unknown path answers with, with the HTTP status 404 (scripts/serve-web.mjs, nginx). */
export const NOT_FOUND_PATH = '/404';

/** The page an ended landing page answers with, with the HTTP status 410 (scripts/serve-web.mjs, nginx). */
export const GONE_PATH = '/410';

/**
 * The case route has a build-time loader, and React Router (ssr:false) refuses to build unless one of its paths is
 * prerendered: with no published case (or no CMS), this stand-in is, and removeBuildStandIns() deletes its files
 * once the build is done — no such page is ever served.
 */
export const CASE_STAND_IN_PATH = paths.caseStudy('__sem-cases__');
/** The same for the landing page routes (their variant route too) when no landing page is published. */
export const LANDING_STAND_IN_PATHS = [
  paths.landingPage('__sem-paginas__'),
  `${paths.landingPage('__sem-paginas__')}/__v/b`,
  `${paths.landingPage('__sem-paginas__')}/obrigado`,
];

/** All public routes and the 404 page; /admin/* is left to the client-rendered app (SPA fallback). */
export async function prerenderPaths(): Promise<string[]> {
  const [articles, cases, landings] = await Promise.all([articleSlugs(), caseSlugs(), landingPaths()]);
  const casePaths = [...new Set(cases)].map((slug) => paths.caseStudy(slug));
  // Each landing route needs one prerendered path: a stand-in for a route none of the published pages uses.
  const landingStandIns = [
    landings.some((path) => !path.includes('/__v/') && !path.endsWith('/obrigado')) ? [] : [LANDING_STAND_IN_PATHS[0]],
    landings.some((path) => path.includes('/__v/')) ? [] : [LANDING_STAND_IN_PATHS[1]],
    landings.some((path) => path.endsWith('/obrigado')) ? [] : [LANDING_STAND_IN_PATHS[2]],
  ].flat();
  return [
    ...publicStaticPaths,
    ...[...new Set(articles)].map((slug) => paths.article(slug)),
    ...(casePaths.length ? casePaths : [CASE_STAND_IN_PATH]),
    ...landings,
    ...landingStandIns,
    NOT_FOUND_PATH,
    GONE_PATH,
  ];
}

/** Deletes the stand-in pages' files from the built site (build/client), if they were prerendered. */
export async function removeBuildStandIns(clientDir: string) {
  const bases = [CASE_STAND_IN_PATH, ...LANDING_STAND_IN_PATHS].map((path) => join(clientDir, path));
  await Promise.all(bases.flatMap((base) => [rm(base, { recursive: true, force: true }), rm(`${base}.data`, { force: true })]));
}
