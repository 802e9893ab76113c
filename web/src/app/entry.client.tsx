import { startPageIslands } from './islands/start';

declare global {
  interface Window {
    __reactRouterContext?: unknown;
  }
}

/**
 * Two kinds of page share this entry. A prerendered public page is static HTML: only its islands (the interactive
 * parts) get code, each when it is needed. The admin and pages the build did not prerender are the client-rendered
 * app, whose React Router context the page carries.
 */
if (window.__reactRouterContext) void import('./spa-hydrate');
else startPageIslands();
