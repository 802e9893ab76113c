// The domain's own tests (`npm test`, step "domain unit tests"): pure rules and zod schemas, no DOM.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], restoreMocks: true },
});
