/**
 * What the public pages' Content-Security-Policy lets the admin's tag snippets reach. Their scripts are not listed:
 * whatever the site's own code inserts runs, from any host ('strict-dynamic'); what those tags then fetch, draw and
 * frame is decided here. Anything over https (and wss) goes; plain http, other schemes and plugins do not.
 *
 * The one statement of the rule: the site's servers spell the same sources in their headers
 * (scripts/lib/security-headers.mjs, web/nginx.conf; scripts/tests/serve-web-headers.test.mjs holds them to this
 * list) and the dashboard warns, when a snippet is saved, about what a visitor's browser would refuse.
 */
export const PUBLIC_TAG_SOURCES = {
  'connect-src': ["'self'", 'https:', 'wss:'],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'frame-src': ["'self'", 'https:'],
  'style-src': ["'self'", "'unsafe-inline'", 'https:'],
  'font-src': ["'self'", 'data:', 'https:'],
  /** Not in the header: default-src 'self' applies. */
  'media-src': ["'self'"],
  'object-src': ["'none'"],
} as const;

export type TagDirective = keyof typeof PUBLIC_TAG_SOURCES;

/** The URL as the browser resolves it on the site (relative and protocol-relative URLs take the page's), or null. */
export function resolveOnSite(url: string, siteOrigin: string): URL | null {
  try {
    return new URL(url.trim(), siteOrigin);
  } catch {
    return null;
  }
}

/**
 * Whether a public page of the site at `siteOrigin` lets a request for `url` through `directive`. On an https site
 * (production) an http URL is refused too: the browser never contacts that address as written (it upgrades the
 * request to https, or blocks it as mixed content).
 */
export function allowedOnPublicPages(directive: TagDirective, url: string, siteOrigin: string): boolean {
  const resolved = resolveOnSite(url, siteOrigin);
  if (!resolved) return true; // not a URL the browser would request
  const sources: readonly string[] = PUBLIC_TAG_SOURCES[directive];
  return sources.some((source) =>
    source === "'self'" ? resolved.origin === new URL(siteOrigin).origin : source.endsWith(':') && resolved.protocol === source,
  );
}
