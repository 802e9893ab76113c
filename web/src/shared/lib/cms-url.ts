// The one place that writes an address of the CMS's REST API, for every client: the public pages' (public-api.ts),
// the signed-in dashboard's (api-client.ts) and the build's (cms-build-client.ts). No imports: the build's own code
// (web/scripts) loads it through the build client, without the "@/" alias.

/** A query the way Strapi reads it (`filters[slug][$eq]=…`, `populate[0]=…`): flat keys as written, values stringified. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/**
 * The query string of `params` (without '?'): every key and value percent-encoded, so a value (a search text, a slug)
 * stays one value — it can add no parameter, close no bracket and end no path. Undefined values are left out.
 */
export function cmsQuery(params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.append(key, String(value));
  return query.toString();
}

/**
 * A value (a slug from the address bar) as one path segment of an API path (`/articles/slug/${cmsPathSegment(slug)}`):
 * '/', '?', '#' and '%' are encoded. '.' and '..' cannot be (a URL parser resolves them, encoded too, to another
 * path) and an empty segment names no record: those are refused — no slug is one.
 */
export function cmsPathSegment(value: string): string {
  if (value === '' || value === '.' || value === '..') throw new RangeError(`Not a path segment: "${value}"`);
  return encodeURIComponent(value);
}

/**
 * The address of the API path `path` ('/cases', '/articles/slug/x') of the CMS at `cmsUrl` ('' for the site's own
 * origin), with the query `params`: `${cmsUrl}/api${path}?${query}`.
 */
export function cmsApiUrl(cmsUrl: string, path: string, params?: QueryParams): string {
  const search = cmsQuery(params);
  return `${cmsUrl.replace(/\/+$/, '')}/api${path}${search ? `?${search}` : ''}`;
}
