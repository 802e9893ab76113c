import type { Config } from '@react-router/dev/config';

import { prerenderPaths } from './src/config/prerender-paths';

export default {
  appDirectory: 'src/app',
  // Static site: public pages are prerendered at build time, /admin/* is served
  // by the SPA fallback (build/client/__spa-fallback.html).
  ssr: false,
  prerender: prerenderPaths,
  // Opt in to the React Router v8 behaviours now, so the later upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    // v8_viteEnvironmentApi stays off: with it, build/client/.vite/manifest.json is left in the public output.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
