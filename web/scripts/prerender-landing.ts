// One landing page prerendered again without a site build, within seconds of 'Publicar' (issue 31): the rebuild
// webhook (scripts/rebuild-webhook.mjs) runs it on every change of a landing page.
//
//   node web/build/render/prerender-landing.mjs <slug>
//
// It is bundled by the build into build/render/ beside a copy of React Router's server build (keep-render-build.ts),
// which it renders the page's paths with — the same `.data` request and `X-React-Router-Prerender-Data` header the
// full prerender uses (@react-router/dev's handlePrerender) — then applies the build's HTML post-processors (unused
// names dropped, the brand face's cut inlined) and writes each file atomically (a visitor never reads half a page). A
// page the CMS no longer serves (unpublished, deleted, ended) loses its files; the site servers ask the CMS on every
// request anyway, so they never serve them.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { createRequestHandler, type ServerBuild } from 'react-router';

import type { LandingBlock } from '../../domain/src/landing-blocks';
import { LANDING_VARIANT_KEYS } from '../../domain/src/landing-keys';
import { landingThankYouPath, landingVariantKeys, landingVariantPath } from '../../domain/src/landing-page';
import { isLaunchOwned } from '../../domain/src/landing-owner';
import { paths } from '../../domain/src/site-paths';
import { isSlug } from '../../domain/src/slug';
import { cmsBuildResponse } from '../src/site/lib/cms-build-client';
import { brandFontCutter, withBrandFontSubset } from './brand-font-subset';
import { readKeepSets } from './keep-sets';
import { writePrecompressed } from './precompress';
import { dropVariables, usedVariables } from './unused-css-variables';
import { dropUnusedMuiNames, muiNamesInStyles } from './unused-mui-classes';

type Layout = { renderDir: string; clientDir: string };

/** build/render (this file's folder) and build/client beside it. */
export const layoutOf = (renderDir: string): Layout => ({ renderDir, clientDir: join(renderDir, '..', 'client') });

/**
 * Runs `work` with GET requests answered once each: the page's loaders ask the CMS for what the renderer has just read
 * (the page by its slug; the company data once for every variant), and are given a copy of that answer. One render at
 * a time runs in a process (the receiver's worker, or the command line), so the global fetch is this render's alone.
 */
async function withOneReadPerUrl<T>(work: () => Promise<T>): Promise<T> {
  const original = globalThis.fetch;
  const answers = new Map<string, Promise<Response>>();
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return original(input, init);
    let answer = answers.get(request.url);
    if (!answer) answers.set(request.url, (answer = original(input, init)));
    return answer.then((response) => response.clone());
  };
  try {
    return await work();
  } finally {
    globalThis.fetch = original;
  }
}

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
async function publishedBlocks(slug: string): Promise<{ blocks: LandingBlock[]; launch: boolean } | 'gone'> {
  const response = await cmsBuildResponse(`/landing-pages/by-slug/${slug}`);
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for the landing page '${slug}'`);
  const body = (await response.json()) as { data?: { blocks?: unknown; owner?: { kind?: string } | null } };
  return { blocks: Array.isArray(body.data?.blocks) ? (body.data.blocks as LandingBlock[]) : [], launch: isLaunchOwned(body.data ?? {}) };
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
  return withOneReadPerUrl(() => renderLanding(layout, slug));
}

async function renderLanding(layout: Layout, slug: string): Promise<LandingPrerender> {
  const found = await publishedBlocks(slug);
  if (found === 'gone') {
    removePage(layout.clientDir, slug);
    return { slug, written: [], removed: true };
  }
  const build = (await import(pathToFileURL(join(layout.renderDir, 'index.js')).href)) as ServerBuild;
  // A launch's page has its own thank-you (issue 54), rendered with it; an agency's page none (removed if it had one).
  const thankYou = landingThankYouPath(slug);
  const pagePaths = [...landingVariantKeys(found.blocks).map((key) => landingVariantPath(slug, key)), ...(found.launch ? [thankYou] : [])];
  // ssr:false renders only the paths of the build's prerender list: this page's join it, as they would in a build.
  for (const path of pagePaths) if (!build.prerender.includes(path)) build.prerender.push(path);
  const handler = createRequestHandler(build, 'production');
  const rendered = [];
  for (const path of pagePaths) rendered.push({ path, ...(await render(handler, path)) });

  // The build's post-processors, keeping what the build kept over every page (keep-sets.ts) and what this page uses.
  const kept = readKeepSets(layout.renderDir);
  const htmls = rendered.map((page) => page.html);
  const variables = new Set([...kept.variables, ...usedVariables(htmls, htmls)]);
  const muiNames = new Set([...kept.muiNames, ...muiNamesInStyles(htmls)]);
  const cut = brandFontCutter(layout.clientDir);
  for (const page of rendered) {
    const files = filesOf(layout.clientDir, page.path);
    const html = await withBrandFontSubset(dropUnusedMuiNames(dropVariables(page.html, variables), muiNames), cut);
    writeAtomically(files.data, page.data);
    writeAtomically(files.html, html);
    // After the page: its compressed copy is never older than it (the site server sends no older one).
    await writePrecompressed(files.html, html);
  }
  removeOtherVariants(layout.clientDir, slug, pagePaths);
  if (!found.launch) {
    rmSync(join(layout.clientDir, thankYou), { recursive: true, force: true });
    rmSync(filesOf(layout.clientDir, thankYou).data, { force: true });
  }
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
      console.log(
        `[prerender] /lp/${slug}: ${result.removed ? 'removed (not served by the CMS)' : result.written.join(', ')} in ${Date.now() - started} ms`,
      );
      process.exit(0);
    },
    (error: unknown) => {
      console.error(`[prerender] /lp/${slug} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
