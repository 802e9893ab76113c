import { join } from 'node:path';

import type { Config } from '@react-router/dev/config';

import { inlineBrandFontSubsets } from './scripts/brand-font-subset';
import { writeKeepSets } from './scripts/keep-sets';
import { prerenderPaths, removeBuildStandIns } from './scripts/prerender-paths';
import { writeSeoFiles } from './scripts/seo-sitemap';
import { dropUnusedCssVariables } from './scripts/unused-css-variables';
import { dropUnusedMuiClasses } from './scripts/unused-mui-classes';
import { precompressPages } from './scripts/precompress';

// VITE_SPA_BUILD=1: the same site as a plain SPA (no prerendered page), built into build/spa to measure the gain of
// the prerender (`npm run bench:web -- --spa`); vite.config.ts then turns the route loaders into client loaders.
const spa = process.env.VITE_SPA_BUILD === '1';

export default {
  appDirectory: 'src',
  // Static site: public pages are prerendered at build time, /admin/* is served
  // by the SPA fallback (build/client/__spa-fallback.html).
  ssr: false,
  prerender: spa ? false : prerenderPaths,
  ...(spa ? { buildDirectory: 'build/spa' } : {}),
  // sitemap.xml (static routes, the published articles, case deep links and landing pages of the CMS at CMS_BUILD_URL)
  // and robots.txt, for the site URL the build is configured with (VITE_SITE_URL, as src/shared/config/env.ts reads it).
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const siteUrl = (viteConfig.env.VITE_SITE_URL || process.env.VITE_SITE_URL || 'http://localhost:4173').replace(/\/+$/, '');
    await writeSeoFiles(join(reactRouterConfig.buildDirectory, 'client'), siteUrl);
    await removeBuildStandIns(join(reactRouterConfig.buildDirectory, 'client'));
    // Lighter HTML: the MUI class names and CSS variables nothing reads are dropped from the prerendered pages. The
    // CSS stays inline: a shared stylesheet cost 0.16–0.30 s of LCP on a first visit (docs/benchmarks.md, "Light HTML").
    if (!spa) {
      const [client, source] = [join(reactRouterConfig.buildDirectory, 'client'), reactRouterConfig.appDirectory];
      const variables = dropUnusedCssVariables(client, source).keep;
      const muiNames = dropUnusedMuiClasses(client, source).keep;
      // What a landing page rendered after the build keeps too (scripts/prerender-landing.ts).
      writeKeepSets(join(reactRouterConfig.buildDirectory, 'render'), { variables, muiNames });
      // The brand face in the first paint of the pages whose largest paint is a picture (scripts/brand-font-subset.ts).
      const fonts = await inlineBrandFontSubsets(client);
      console.log(`brand face: cut for ${fonts.pages} pages (${fonts.cuts} character sets)`);
      // Last: each page as the server sends it, compressed once (scripts/precompress.ts).
      const compressed = await precompressPages(client);
      console.log(`precompressed: ${compressed.pages} pages (${(compressed.bytes / 1024).toFixed(0)} KB)`);
    }
  },
  // Opt in to the React Router v8 behaviours now, so the later upgrade is a version bump.
  future: {
    v8_middleware: true,
    // Off in the SPA comparison build: the route splitter reads the route files before the loader → clientLoader rename.
    v8_splitRouteModules: !spa,
    // v8_viteEnvironmentApi stays off: with it, build/client/.vite/manifest.json is left in the public output.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
