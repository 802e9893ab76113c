// ESLint for the rules shared by the site and the CMS. Part of `npm test`'s first step (scripts/lib/quality-gates.mjs),
// where any warning fails the run. Strict like the site: no `any`, type-only imports marked as such.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config({ ignores: ['dist/', 'node_modules/'] }, js.configs.recommended, ...tseslint.configs.recommended, {
  rules: {
    '@typescript-eslint/consistent-type-imports': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
  },
});
