import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The site is static (ssr:false): React Router renders every page from a server build and then deletes it. This
 * plugin keeps a copy, `build/render/` (beside build/client, never served), with the one-page renderer
 * (scripts/prerender-landing.ts) bundled next to it, so a landing page published later is prerendered in seconds
 * without a site build. It runs before React Router's own step on the server build, while the build is still there.
 */
export function keepRenderBuild(): Plugin {
  let root = '';
  let outDir = '';
  let isServerBuild = false;
  return {
    name: 'alicerce:keep-render-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      isServerBuild = Boolean(config.build.ssr);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        if (!isServerBuild) return;
        const renderDir = join(outDir, '..', 'render');
        rmSync(renderDir, { recursive: true, force: true });
        cpSync(outDir, renderDir, { recursive: true });
        await build({
          entryPoints: [join(root, 'scripts', 'prerender-landing.ts')],
          outfile: join(renderDir, 'prerender-landing.mjs'),
          bundle: true,
          platform: 'node',
          format: 'esm',
          target: 'node20',
          // react-router and zod from web/node_modules: the same copies the server build imports.
          packages: 'external',
          logLevel: 'warning',
        });
      },
    },
  };
}
