import { fetchAllPages } from './cms-pages';

const cmsBase = () => {
  // Only the SPA comparison build (see react-router.config.ts) runs loaders in the browser, where the API is on the site's origin.
  const inSpaBrowser = import.meta.env.VITE_SPA_BUILD === '1' && typeof window !== 'undefined';
  return (inSpaBrowser ? window.location.origin : (typeof process !== 'undefined' && process.env.CMS_BUILD_URL) || 'http://127.0.0.1:1337').replace(/\/$/, '');
};

/**
 * Reads from the CMS while the site is prerendered (route `loader`s run only at build time with ssr:false).
 * CMS_BUILD_URL points at the CMS the build reads (default the local one). When the CMS cannot be reached
 * the build goes on with `fallback` and a warning: pages then show their built-in copy until the browser
 * fetches the live data.
 */
export async function buildTimeGet<T>(path: string, fallback: T): Promise<T> {
  try {
    const response = await fetch(`${cmsBase()}/api${path}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as T;
  } catch (error) {
    console.warn(`[prerender] CMS ${path} unavailable (${(error as Error).message}); using built-in content`);
    return fallback;
  }
}

/** Every row of the list `path`, page after page (see ./cms-pages); null when the CMS cannot be read. */
export async function buildTimeGetAll<T>(path: string): Promise<T[] | null> {
  try {
    return await fetchAllPages<T>(cmsBase(), path);
  } catch (error) {
    console.warn(`[prerender] CMS ${path} unavailable (${(error as Error).message}); using built-in content`);
    return null;
  }
}
