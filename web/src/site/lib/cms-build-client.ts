// The build's client of the CMS: route loaders (run only while the site is prerendered, ssr:false) and the build's
// own code in web/scripts (prerender list, sitemap). Relative imports only: react-router.config.ts loads it through
// web/scripts, without the "@/" alias.
import { readAllPages, type CmsPage } from '../../shared/lib/cms-pages';
import { cmsApiUrl, type QueryParams } from '../../shared/lib/cms-url';

const TIMEOUT_MS = 10_000;

/**
 * The CMS the build reads: CMS_BUILD_URL, default the local one. Only the SPA comparison build (see
 * react-router.config.ts) runs loaders in the browser, where the API is on the site's origin.
 */
function cmsBuildUrl(): string {
  if (import.meta.env?.VITE_SPA_BUILD === '1' && typeof window !== 'undefined') return window.location.origin;
  return (typeof process !== 'undefined' && process.env.CMS_BUILD_URL) || 'http://127.0.0.1:1337';
}

/** The CMS's answer to GET `path` with `params`, whatever its status (a missing page told from an unreachable CMS). */
export const cmsBuildResponse = (path: string, params?: QueryParams): Promise<Response> =>
  fetch(cmsApiUrl(cmsBuildUrl(), path, params), { signal: AbortSignal.timeout(TIMEOUT_MS) });

/** GET the API path `path` with `params` from the CMS the build reads; throws when it cannot be read. */
async function cmsBuildGet<T>(path: string, params?: QueryParams): Promise<T> {
  const response = await cmsBuildResponse(path, params);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Every row of the list `path`, page after page (see ./cms-pages); throws when the CMS cannot be read. */
export const cmsBuildList = <T>(path: string, params?: QueryParams): Promise<T[]> =>
  readAllPages((pageQuery) => cmsBuildGet<CmsPage<T>>(path, pageQuery), params);

/**
 * What `read` gives, or `fallback` with a warning when the CMS cannot be read: the build never fails for it, and
 * pages then show their built-in copy until the browser fetches the live data.
 */
export async function orWhenUnreachable<T>(read: Promise<T>, fallback: T, what: string, instead = 'using built-in content'): Promise<T> {
  try {
    return await read;
  } catch (error) {
    console.warn(`[prerender] CMS ${what} unavailable (${(error as Error).message}); ${instead}`);
    return fallback;
  }
}

/** A route loader's read of `path`: `fallback` when the CMS cannot be read. */
export const buildTimeGet = <T>(path: string, fallback: T, params?: QueryParams): Promise<T> =>
  orWhenUnreachable(cmsBuildGet<T>(path, params), fallback, path);

/** A route loader's read of every row of the list `path`: null when the CMS cannot be read. */
export const buildTimeGetAll = <T>(path: string, params?: QueryParams): Promise<T[] | null> =>
  orWhenUnreachable<T[] | null>(cmsBuildList<T>(path, params), null, path);
