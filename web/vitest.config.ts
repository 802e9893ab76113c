import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// Deliberately separate from vite.config.ts: the reactRouter() plugin is not loaded in tests.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The rules shared with the CMS (zod schemas + pt-BR messages), compiled from source.
      '@alicerce/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
    // domain/ imports zod too: one copy, the site's.
    dedupe: ['zod'],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/setup-tests.ts'],
    restoreMocks: true,
    // A static page's tests render whole lists and load islands (and, for a live list, React and MUI) on first use:
    // seconds on a shared, loaded machine, well past Vitest's 5 s default. No test measures time.
    testTimeout: 20_000,
    css: false,
  },
});
