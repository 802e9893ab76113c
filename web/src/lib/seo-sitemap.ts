// sitemap.xml and robots.txt, written into build/client at the end of the build (react-router.config.ts
// `buildEnd`). Loaded by react-router.config.ts: relative imports only (no "@/" alias there).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { articles as builtInArticles } from '../content/articles';
import { paths, publicStaticPaths } from '../config/paths';

export type SitemapEntry = { path: string; lastmod: string };

/** Public pages that are not indexed (noindex), so not in the sitemap. */
const notIndexed = new Set<string>([paths.thankYou]);

const trimSlash = (url: string) => url.replace(/\/+$/, '');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** 'yyyy-mm-dd' of an ISO date; `fallback` when it is missing or invalid. */
export function lastmodOf(date: unknown, fallback: string): string {
  if (typeof date !== 'string' || date === '') return fallback;
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? fallback : parsed.toISOString().slice(0, 10);
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const base = trimSlash(siteUrl);
  const urls = entries
    .map((entry) => `  <url>\n    <loc>${escapeXml(`${base}${entry.path}`)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${trimSlash(siteUrl)}/sitemap.xml\n`;
}

type CmsList = { data?: Array<Record<string, unknown>> };

async function cmsList(cmsUrl: string, path: string): Promise<Array<Record<string, unknown>> | null> {
  try {
    const response = await fetch(`${trimSlash(cmsUrl)}/api${path}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as CmsList).data ?? [];
  } catch (error) {
    console.warn(`[sitemap] CMS ${path} unavailable (${(error as Error).message}); using built-in content`);
    return null;
  }
}

const slugOf = (row: Record<string, unknown>) => (typeof row.slug === 'string' && row.slug !== '' ? row.slug : null);

/**
 * Every indexable public route, every published article (the CMS's list, else the built-in one) and a
 * deep link per published case (none when the CMS is down), each with its lastmod.
 */
export async function sitemapEntries(cmsUrl: string, buildDate = new Date()): Promise<SitemapEntry[]> {
  const today = buildDate.toISOString().slice(0, 10);
  const [cmsArticles, cmsCases] = await Promise.all([
    cmsList(cmsUrl, '/articles?pagination[pageSize]=100'),
    cmsList(cmsUrl, '/cases?pagination[pageSize]=100'),
  ]);

  const entries: SitemapEntry[] = publicStaticPaths.filter((path) => !notIndexed.has(path)).map((path) => ({ path, lastmod: today }));

  const articleEntries =
    cmsArticles && cmsArticles.length > 0
      ? cmsArticles.flatMap((row) => {
          const slug = slugOf(row);
          return slug ? [{ path: paths.article(slug), lastmod: lastmodOf(row.updatedAt ?? row.published_date, today) }] : [];
        })
      : builtInArticles.map((article) => ({ path: paths.article(article.slug), lastmod: lastmodOf(article.date, today) }));

  const caseEntries = (cmsCases ?? []).flatMap((row) => {
    const slug = slugOf(row);
    return slug ? [{ path: `${paths.cases}?case=${encodeURIComponent(slug)}`, lastmod: lastmodOf(row.updatedAt ?? row.createdAt, today) }] : [];
  });

  const seen = new Set<string>();
  return [...entries, ...articleEntries, ...caseEntries].filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

/** Writes sitemap.xml and robots.txt for `siteUrl` into the client build directory. */
export async function writeSeoFiles(clientDir: string, siteUrl: string, cmsUrl: string) {
  const entries = await sitemapEntries(cmsUrl);
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, entries));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  console.log(`[sitemap] ${entries.length} URLs → ${join(clientDir, 'sitemap.xml')} (site ${siteUrl}); robots.txt written`);
}
