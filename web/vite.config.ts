import { fileURLToPath } from 'node:url';

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

import { inlineIslands, minifiedInlineSources } from './scripts/inline-islands';
import { islandsChunks } from './scripts/islands-chunks';
import { keepRenderBuild } from './scripts/keep-render-build';
import { spaClientLoaders } from './scripts/spa-client-loaders';

export default defineConfig({
  // The SPA comparison build only (react-router.config.ts): before React Router checks the route exports. Otherwise
  // the server build is kept for the one-page prerender of landing pages — before React Router deletes it.
  plugins: [
    inlineIslands(),
    minifiedInlineSources(),
    ...(process.env.VITE_SPA_BUILD === '1' ? [spaClientLoaders()] : [keepRenderBuild()]),
    reactRouter(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The rules shared with the CMS (zod schemas + pt-BR messages), compiled from source.
      '@alicerce/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
    // domain/ imports zod too: one copy, the site's.
    dedupe: ['zod'],
  },
  build: {
    rollupOptions: {
      output: {
        // Which files the islands' code is cut into: scripts/islands-chunks.ts says why.
        manualChunks: islandsChunks,
      },
    },
  },
  // `react-router dev`: the API and the media are proxied like the production server does.
  server: { proxy: Object.fromEntries(['/api', '/uploads'].map((path) => [path, process.env.CMS_URL ?? 'http://127.0.0.1:1337'])) },
  ssr: {
    // Both are needed: with only @emotion the prerender loads two Emotion
    // copies and the critical CSS lands in <body> instead of <head>.
    noExternal: [/^@emotion\//, /^@mui\//],
  },
});
