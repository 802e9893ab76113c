// ESLint for the orchestration scripts (scripts/, plain Node ESM). It lives here because scripts/ must run
// before anything is installed and the root package.json has no dependencies: the linter is test tooling,
// installed with the e2e package (like Lighthouse and autocannon). Run from the repository root:
//   tests/node_modules/.bin/eslint -c tests/eslint-scripts.config.mjs --max-warnings 0 scripts
// (`npm test` does it in its first step, scripts/lib/quality-gates.mjs). With -c, paths are relative to the cwd.
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['**/node_modules/'] },
  { files: ['scripts/**/*.{js,mjs,cjs}'], ...js.configs.recommended },
  {
    files: ['scripts/**/*.{js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: globals.node },
    // `catch {}` is how these scripts say "a failure here is expected and changes nothing".
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_' }], 'no-empty': ['error', { allowEmptyCatch: true }] },
  },
  { files: ['scripts/**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
];
