// ESLint for the CMS's TypeScript (server code, config, integration tests). Part of `npm test`'s first step
// (scripts/lib/quality-gates.mjs), where any warning fails the run.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', '.cache/', '.tmp/', '.strapi/', 'types/generated/', 'public/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, strapi: 'readonly' } },
    rules: {
      // Documents are typed from the generated schema types (types/generated, `npm run types`), or by a narrow local type
      // of the fields the code reads; anything else is `unknown` and narrowed. Tests type API answers the same way.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // docs/data-access.md: content goes through strapi.documents(); a table that is not content through the one module
    // that owns its queries (src/outbox/table.ts …). A controller never reaches the database itself.
    files: ['src/api/*/controllers/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'connection',
          message: 'No raw SQL in a controller: call the named query of the module that owns the table (docs/data-access.md).',
        },
        { property: 'raw', message: 'No raw SQL in a controller: call the named query of the module that owns the table (docs/data-access.md).' },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'knex', message: 'No knex in a controller (docs/data-access.md).' }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Identifier[name='knex']",
          message: 'No knex in a controller: call the named query of the module that owns the table (docs/data-access.md).',
        },
      ],
    },
  },
  { files: ['**/*.cjs', 'jest.config.js'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['tests/**/*.ts'], languageOptions: { globals: globals.jest } },
);
