import fs from 'node:fs';

import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Two applications: the public site (src/features, src/components…) and the dashboard (src/admin: its shell, its
// features, its components). One zone per feature in each: a feature may import only from itself, never from another
// feature — of its own app or of the other.
const folders = (dir) => {
  const url = new URL(dir, import.meta.url);
  return fs.existsSync(url) ? fs.readdirSync(url, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
};
const crossFeatureZones = [
  ...folders('./src/features').map((name) => ({ target: `./src/features/${name}`, from: './src/features', except: [`./${name}`] })),
  ...folders('./src/admin/features').map((name) => ({ target: `./src/admin/features/${name}`, from: ['./src/admin/features', './src/features'], except: [`./${name}`] })),
].map((zone) => ({ ...zone, message: 'Uma feature não importa outra feature: componha-as nas rotas (src/app).' }));

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // The dashboard asks with its own dialog (components/admin/confirm-dialog.tsx), never the browser's alert/confirm.
      'no-alert': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...crossFeatureZones,
            {
              target: './src/features',
              from: './src/app',
              message: 'Features não importam src/app.',
            },
            {
              // The browser code of an island (lib/islands) runs on static pages without React.
              target: './src/**/*-island.ts',
              from: './src/**/*.tsx',
              message: 'Uma ilha de página estática não importa componentes React (arquivos .tsx).',
            },
            {
              target: ['./src/components', './src/lib', './src/config', './src/theme', './src/content'],
              from: ['./src/features', './src/app', './src/admin'],
              message: 'Pastas compartilhadas não importam features, src/admin nem src/app.',
            },
            {
              // The public pages never carry dashboard code. The one exception is the admins' edit mode on the public
              // pages (loaded only for a signed-in admin), which edits a section with the dashboard's section form.
              target: './src/features',
              from: './src/admin',
              except: ['./components/section-content'],
              message: 'O site público não importa o painel (src/admin).',
            },
            {
              target: './src/admin',
              from: './src/app',
              message: 'O painel não importa src/app: as rotas compõem o painel.',
            },
            {
              // src/config is the bottom of the site (env, paths, company): it imports no other folder of src.
              target: './src/config',
              from: './src',
              except: ['./config'],
              message: 'src/config é a base do site (env, paths, empresa): não importa outra pasta de src.',
            },
            {
              // The build's own Node code (web/scripts: prerender list, sitemap, HTML passes) is never in the site.
              target: './src',
              from: ['./scripts', './react-router.config.ts', './vite.config.ts'],
              message: 'O site (src) não importa o código do build (web/scripts, configs).',
            },
            {
              // The build's configs load the build's code, never the site's: what they need from src goes through web/scripts.
              target: ['./react-router.config.ts', './vite.config.ts'],
              from: './src',
              message: 'As configs do build importam web/scripts, nunca src.',
            },
            {
              // web/scripts reads from src only the build's client of the CMS and the built-in articles (both with
              // relative imports only; the tests use src/testing's mock CMS).
              target: './scripts',
              from: './src',
              except: ['./lib/cms-build-client.ts', './content/articles.ts', './testing'],
              message: 'web/scripts lê de src só o cliente de build do CMS (lib/cms-build-client.ts) e os artigos embutidos.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract between an island's markup and its script is code (lib/islands/selectors.ts): the plain DOM code
    // of the public pages finds its parts through the attributes its `*-selectors.ts` module names, never a `data-…`
    // string or `dataset` of its own — so renaming one side only breaks the type-check, not a page.
    files: ['src/components/**/*.ts', 'src/features/**/*.ts', 'src/lib/dom/**/*.ts'],
    ignores: ['**/*-selectors.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/data-/]', 'TemplateElement[value.raw=/data-/]'].map((selector) => ({
          selector,
          message: 'Atributo data-… escrito à mão: declare-o no módulo *-selectors.ts da ilha e use dataAttr/query/closest/read (lib/islands/selectors.ts).',
        })),
        {
          selector: "MemberExpression[property.name='dataset']",
          message: 'dataset lê um atributo data-… pelo nome escrito à mão: use read/setAttribute com a constante do módulo *-selectors.ts da ilha.',
        },
      ],
    },
  },
  {
    // The browser code of an island runs on static pages without React: no React, no MUI, no component file.
    files: ['src/**/*-island.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*', 'react-router', '@tanstack/*'], message: 'Uma ilha de página estática não carrega React nem MUI.' },
          ],
        },
      ],
    },
  },
);
