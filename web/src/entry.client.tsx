import { startPageIslands } from '@/site/islands/start';

/**
 * Two kinds of page share this entry. A prerendered public page is static HTML: only its islands (the interactive
 * parts) get code, each when it is needed. The admin and pages the build did not prerender are the client-rendered
 * app, whose React Router context the page carries.
 */
const clientRendered = (window as Window & { __reactRouterContext?: unknown }).__reactRouterContext !== undefined;

if (clientRendered) void import('@/spa-hydrate');
else void startPageIslands();
