// sitemap.xml and robots.txt, written into build/client at the end of the build (react-router.config.ts
// `buildEnd`); the CMS serves the same file live at /api/sitemap.xml.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { robotsTxt, sitemapEntries as entriesFrom, sitemapXml, type SitemapEntry } from '../../domain/src/sitemap';
import { articles as builtInArticles } from '../src/site/content/articles';
import { buildTimeGetAll } from '../src/site/lib/cms-build-client';

export { lastmodOf, robotsTxt, sitemapXml, type SitemapEntry } from '../../domain/src/sitemap';

/**
 * Every indexable public route, every published article (the CMS's list, else the built-in one) and a
 * deep link per published case and each indexable landing page (none when the CMS is down), each with its lastmod.
 */
export async function sitemapEntries(buildDate = new Date()): Promise<SitemapEntry[]> {
  const [cmsArticles, cmsCases, landingPages] = await Promise.all([
    buildTimeGetAll<Record<string, unknown>>('/articles'),
    buildTimeGetAll<Record<string, unknown>>('/cases'),
    buildTimeGetAll<Record<string, unknown>>('/landing-pages'),
  ]);
  const articles =
    cmsArticles && cmsArticles.length > 0 ? cmsArticles : builtInArticles.map((article) => ({ slug: article.slug, published_date: article.date }));
  return entriesFrom({ articles, cases: cmsCases ?? [], landingPages: landingPages ?? [], today: buildDate.toISOString().slice(0, 10) });
}

/** Writes sitemap.xml and robots.txt for `siteUrl` into the client build directory. */
export async function writeSeoFiles(clientDir: string, siteUrl: string) {
  const entries = await sitemapEntries();
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, entries));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  console.log(`[sitemap] ${entries.length} URLs → ${join(clientDir, 'sitemap.xml')} (site ${siteUrl}); robots.txt written`);
}
