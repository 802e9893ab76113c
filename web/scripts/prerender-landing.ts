// One landing page prerendered again without a site build, within seconds of 'Publicar' (issue 31): the rebuild
// webhook (scripts/rebuild-webhook.mjs) runs it on every change of a landing page.
//
//   node web/build/render/prerender-landing.mjs <slug>
//
// It is bundled by the build into build/render/ beside a copy of React Router's server build (keep-render-build.ts),
// which it renders the page's paths with — the same `.data` request and `X-React-Router-Prerender-Data` header the
// full prerender uses (@react-router/dev's handlePrerender) — then applies the build's two HTML post-processors and
// writes each file atomically (a visitor never reads half a page). A page the CMS no longer serves (unpublished,
// deleted, ended) loses its files; the site servers ask the CMS on every request anyway, so they never serve them.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { createRequestHandler, type ServerBuild } from 'react-router';

import type { LandingBlock } from '../../domain/src/landing-blocks';
import { LANDING_VARIANT_KEYS } from '../../domain/src/landing-keys';
import { landingVariantKeys, landingVariantPath } from '../../domain/src/landing-page';
import { paths } from '../../domain/src/site-paths';
import { isSlug } from '../../domain/src/slug';
import { cmsBuildResponse } from '../src/site/lib/cms-build-client';
import { prerenderedPages } from './built-files';
import { cssVariablesToKeep, dropVariables } from './unused-css-variables';
import { dropUnusedMuiNames, muiNamesToKeep } from './unused-mui-classes';

type Layout = { renderDir: string; clientDir: string; sourceDir: string };

/** build/render (this file's folder), build/client beside it, and the site's source (web/src). */
export const layoutOf = (renderDir: string): Layout => ({ renderDir, clientDir: join(renderDir, '..', 'client'), sourceDir: join(renderDir, '..', '..', 'src') });

/** Writes `text` to `file` through a temporary file and a rename: a reader sees the old file or the new one. */
function writeAtomically(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** The files of one path, as the full prerender names them: `<path>/index.html` and `<path>.data`. */
const filesOf = (clientDir: string, path: string) => ({ html: join(clientDir, path, 'index.html'), data: join(clientDir, `${path}.data`) });

/** Every file of a page (all its variants), for removal. */
function removePage(clientDir: string, slug: string) {
  const base = join(clientDir, paths.landingPage(slug));
  rmSync(base, { recursive: true, force: true });
  rmSync(`${base}.data`, { force: true });
}

/** The variant files of a page whose hero no longer has that variant. */
function removeOtherVariants(clientDir: string, slug: string, kept: string[]) {
  for (const key of LANDING_VARIANT_KEYS) {
    const path = landingVariantPath(slug, key);
    if (key === 'a' || kept.includes(path)) continue;
    rmSync(join(clientDir, path), { recursive: true, force: true });
    rmSync(filesOf(clientDir, path).data, { force: true });
  }
}

/** What the CMS says of the page: its blocks when it is served, 'gone' when it is not (404, 410). Throws otherwise. */
async function publishedBlocks(slug: string): Promise<LandingBlock[] | 'gone'> {
  const response = await cmsBuildResponse(`/landing-pages/by-slug/${slug}`);
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for the landing page '${slug}'`);
  const body = (await response.json()) as { data?: { blocks?: unknown } };
  return Array.isArray(body.data?.blocks) ? (body.data.blocks as LandingBlock[]) : [];
}

/** Renders `path` (loader data first, then the HTML with it), as the full prerender does. */
async function render(handler: ReturnType<typeof createRequestHandler>, path: string) {
  const dataResponse = await handler(new Request(`http://localhost${path}.data`));
  const data = await dataResponse.text();
  if (dataResponse.status !== 200) throw new Error(`prerender (data) of ${path}: status ${dataResponse.status}`);
  const htmlResponse = await handler(new Request(`http://localhost${path}/`, { headers: { 'X-React-Router-Prerender-Data': encodeURI(data) } }));
  const html = await htmlResponse.text();
  if (htmlResponse.status !== 200) throw new Error(`prerender (html) of ${path}: status ${htmlResponse.status}`);
  return { data, html };
}

export type LandingPrerender = { slug: string; written: string[]; removed: boolean };

/**
 * Prerenders the landing page `slug` into the built site of `layout` from the CMS at `cmsUrl` (set as CMS_BUILD_URL,
 * which the server build's loaders read too), or removes its files when the CMS no longer serves it.
 */
export async function prerenderLanding(layout: Layout, slug: string, cmsUrl: string): Promise<LandingPrerender> {
  // A slug as the CMS accepts it: anything else never reaches the file system.
  if (!isSlug(slug)) throw new Error(`not a landing page slug: ${JSON.stringify(slug)}`);
  process.env.CMS_BUILD_URL = cmsUrl;
  const blocks = await publishedBlocks(slug);
  if (blocks === 'gone') {
    removePage(layout.clientDir, slug);
    return { slug, written: [], removed: true };
  }
  const build = (await import(pathToFileURL(join(layout.renderDir, 'index.js')).href)) as ServerBuild;
  const pagePaths = landingVariantKeys(blocks).map((key) => landingVariantPath(slug, key));
  // ssr:false renders only the paths of the build's prerender list: this page's join it, as they would in a build.
  for (const path of pagePaths) if (!build.prerender.includes(path)) build.prerender.push(path);
  const handler = createRequestHandler(build, 'production');
  const rendered = [];
  for (const path of pagePaths) rendered.push({ path, ...(await render(handler, path)) });

  // The build's post-processors, with what every other page of the build keeps (dropUnusedCssVariables, dropUnusedMuiClasses).
  const others = prerenderedPages(layout.clientDir)
    .filter((file) => !pagePaths.some((path) => file === filesOf(layout.clientDir, path).html))
    .map((file) => readFileSync(file, 'utf8'));
  const htmls = [...others, ...rendered.map((page) => page.html)];
  const variables = cssVariablesToKeep(htmls, layout.sourceDir);
  const muiNames = muiNamesToKeep(layout.clientDir, htmls, layout.sourceDir);
  for (const page of rendered) {
    const files = filesOf(layout.clientDir, page.path);
    writeAtomically(files.data, page.data);
    writeAtomically(files.html, dropUnusedMuiNames(dropVariables(page.html, variables), muiNames));
  }
  removeOtherVariants(layout.clientDir, slug, pagePaths);
  return { slug, written: pagePaths, removed: false };
}

if (process.argv[1] && existsSync(process.argv[1]) && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const slug = process.argv[2] ?? '';
  const cmsUrl = process.env.CMS_BUILD_URL || 'http://127.0.0.1:1337';
  const started = Date.now();
  // Exits as soon as the files are written: left to end by itself, the process lived on ~10 s after its work (what the
  // server build loads keeps the event loop busy), and the receiver's next page waited behind it (bench:publish: a new
  // page's HTML after 11.7 s instead of 1.3 s).
  prerenderLanding(layoutOf(dirname(fileURLToPath(import.meta.url))), slug, cmsUrl).then(
    (result) => {
      console.log(`[prerender] /lp/${slug}: ${result.removed ? 'removed (not served by the CMS)' : result.written.join(', ')} in ${Date.now() - started} ms`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(`[prerender] /lp/${slug} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
