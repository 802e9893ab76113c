import { paths, publicStaticPaths } from './site-paths';

// sitemap.xml and robots.txt, the same whether written by the site's build or served live by the CMS.
export type SitemapEntry = { path: string; lastmod: string };
/** A published article or case as the CMS returns it: slug, updatedAt and published_date or createdAt are read. */
export type SitemapRow = Record<string, unknown>;

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

const slugOf = (row: SitemapRow) => (typeof row.slug === 'string' && row.slug !== '' ? row.slug : null);

/** A landing page belongs in the sitemap while it is indexable and not ended (the list holds published pages only). */
const indexableLanding = (row: SitemapRow, now: number) =>
  row.noindex !== true && !(typeof row.ends_at === 'string' && Date.parse(row.ends_at) <= now);

/** Every indexable public route, each published article, each published case's page and each indexable landing page, with lastmod. */
export function sitemapEntries({
  articles,
  cases,
  landingPages = [],
  today,
}: {
  articles: SitemapRow[];
  cases: SitemapRow[];
  /** Published landing pages (slug, noindex, ends_at, updatedAt). */
  landingPages?: SitemapRow[];
  today: string;
}): SitemapEntry[] {
  const pages = publicStaticPaths.filter((path) => !notIndexed.has(path)).map((path) => ({ path, lastmod: today }));
  const articleEntries = articles.flatMap((row) => {
    const slug = slugOf(row);
    return slug ? [{ path: paths.article(slug), lastmod: lastmodOf(row.updatedAt ?? row.published_date, today) }] : [];
  });
  const caseEntries = cases.flatMap((row) => {
    const slug = slugOf(row);
    return slug ? [{ path: paths.caseStudy(slug), lastmod: lastmodOf(row.updatedAt ?? row.createdAt, today) }] : [];
  });
  const now = Date.now();
  const landingEntries = landingPages.flatMap((row) => {
    const slug = slugOf(row);
    return slug && indexableLanding(row, now) ? [{ path: paths.landingPage(slug), lastmod: lastmodOf(row.updatedAt ?? row.createdAt, today) }] : [];
  });
  const seen = new Set<string>();
  return [...pages, ...articleEntries, ...caseEntries, ...landingEntries].filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
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
