import type { Plugin } from 'vite';

/**
 * Only for the plain-SPA comparison build (VITE_SPA_BUILD=1, see react-router.config.ts), never for the real site.
 * React Router's SPA mode refuses route `loader`s, which here run at build time for the prerender: each public
 * route's loader becomes its `clientLoader`, so the SPA reads the same data from the API in the browser after its
 * JS runs, as a plain SPA does. A route that already has a clientLoader keeps it and drops the build-time loader.
 */
export function spaClientLoaders(): Plugin {
  return {
    name: 'alicerce:spa-client-loaders',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/site\/routes\/[^/]+\.tsx$/.test(id.split('?')[0]) || !code.includes('export async function loader(')) return;
      const replacement = code.includes('export async function clientLoader(')
        ? 'async function buildTimeLoader('
        : 'export async function clientLoader(';
      return { code: code.replace('export async function loader(', replacement), map: null };
    },
  };
}
