import fs from 'node:fs';

import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Two applications over a shared floor (README.md, "Layout"): src/site (the public pages), src/admin (the dashboard)
// and src/shared (theme, config, the CMS URL builder, the pieces both really use, test helpers). The files directly in
// src (root.tsx, routes.ts, the entries) and src/previews are React Router's root: they compose both wings. site and
// admin import only from themselves and shared; the one declared seam between them is the edit mode of the public
// pages, which loads admin/edit-mode-seam.ts (lazily only). The dashboard never imports the site: its editors' previews
// are drawn in src/previews and given to them by a layout route (admin/routes/dashboard/preview-slots.tsx declares the slots).
// shared imports neither. One zone per feature in each wing: a feature imports only from itself.
const folders = (dir) => {
  const url = new URL(dir, import.meta.url);
  return fs.existsSync(url)
    ? fs
        .readdirSync(url, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};
const crossFeatureZones = ['site', 'admin']
  .flatMap((wing) =>
    folders(`./src/${wing}/features`).map((name) => ({
      target: `./src/${wing}/features/${name}`,
      from: `./src/${wing}/features`,
      except: [`./${name}`],
    })),
  )
  .map((zone) => ({ ...zone, message: 'Uma feature não importa outra feature: componha-as nas rotas.' }));
/** The React Router root: the files directly in src (root.tsx, routes.ts, entry.*, the tests of both wings together) and src/previews. */
const ROOT_FILES = ['./src/*.{ts,tsx}', './src/previews/**'];

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
      // The dashboard asks with its own dialog (admin/components/confirm-dialog.tsx), never the browser's alert/confirm.
      'no-alert': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...crossFeatureZones,
            {
              // The public pages never carry dashboard code. The one door is the admins' edit mode (loaded only for a
              // signed-in user), which borrows the dashboard's section form through admin/edit-mode-seam.ts — only with
              // `import()` (the static import is refused below, in the site's no-restricted-imports).
              target: './src/site',
              from: './src/admin',
              except: ['./edit-mode-seam.ts'],
              message: 'O site público não importa o painel (src/admin), salvo admin/edit-mode-seam.ts, e só com import().',
            },
            {
              // The dashboard never imports the public site: the previews its editors draw with the site's components
              // are given to them by the root (src/previews/previews-layout.tsx, into admin/routes/dashboard/preview-slots.tsx).
              target: './src/admin',
              from: './src/site',
              message: 'O painel não importa o site (src/site): as prévias chegam pela raiz (src/previews).',
            },
            {
              target: './src/shared',
              from: ['./src/site', './src/admin'],
              message: 'src/shared é o piso comum: não importa src/site nem src/admin.',
            },
            {
              target: './src/shared',
              from: ROOT_FILES,
              message: 'src/shared é o piso comum: não importa a raiz do React Router (src/*.ts, src/*.tsx, src/previews).',
            },
            {
              target: ['./src/site', './src/admin'],
              from: ROOT_FILES,
              message: 'A raiz do React Router (src/*.ts, src/*.tsx, src/previews) compõe as duas alas; elas não a importam.',
            },
            {
              target: ['./src/site/features', './src/site/components', './src/site/lib', './src/site/content'],
              from: ['./src/site/routes', './src/site/islands'],
              message: 'Features e peças do site não importam as rotas nem as ilhas (site/routes, site/islands): estas as compõem.',
            },
            {
              target: ['./src/site/components', './src/site/lib', './src/site/content'],
              from: './src/site/features',
              message: 'Pastas compartilhadas do site (components, lib, content) não importam features.',
            },
            {
              target: ['./src/admin/features', './src/admin/components', './src/admin/shell', './src/admin/auth', './src/admin/lib'],
              from: './src/admin/routes',
              message: 'O painel não importa suas rotas: as rotas o compõem.',
            },
            {
              // The browser code of an island runs on static pages without React.
              target: './src/**/*-island.ts',
              from: './src/**/*.tsx',
              message: 'Uma ilha de página estática não importa componentes React (arquivos .tsx).',
            },
            {
              // shared/config is the bottom of the site (env, paths, company): it imports no other folder of src.
              target: './src/shared/config',
              from: './src',
              except: ['./shared/config'],
              message: 'src/shared/config é a base (env, paths, empresa): não importa outra pasta de src.',
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
              // web/scripts reads from src only the build's client of the CMS, the built-in articles and the brand face's
              // rules (all with relative imports only, or none; the tests use shared/testing's mock CMS).
              target: './scripts',
              from: './src',
              except: ['./site/lib/cms-build-client.ts', './site/content/articles.ts', './shared/theme/font-face-rules.ts', './shared/testing'],
              message:
                'web/scripts lê de src só o cliente de build do CMS (site/lib/cms-build-client.ts), os artigos embutidos e as regras da fonte da marca (shared/theme/font-face-rules.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract between an island's markup and its script is code (site/lib/islands/selectors.ts): the plain DOM code
    // of the public pages finds its parts through the attributes its `*-selectors.ts` module names, never a `data-…`
    // string or `dataset` of its own — so renaming one side only breaks the type-check, not a page.
    files: ['src/site/components/**/*.ts', 'src/site/features/**/*.ts', 'src/site/lib/dom/**/*.ts', 'src/shared/ui/**/*.ts'],
    ignores: ['**/*-selectors.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/data-/]', 'TemplateElement[value.raw=/data-/]'].map((selector) => ({
          selector,
          message:
            'Atributo data-… escrito à mão: declare-o no módulo *-selectors.ts da ilha e use dataAttr/query/closest/read (site/lib/islands/selectors.ts).',
        })),
        {
          selector: "MemberExpression[property.name='dataset']",
          message: 'dataset lê um atributo data-… pelo nome escrito à mão: use read/setAttribute com a constante do módulo *-selectors.ts da ilha.',
        },
      ],
    },
  },
  {
    // The public pages reach the dashboard only with `import('@/admin/edit-mode-seam')`: a static import would put
    // dashboard code in a visitor's page.
    files: ['src/site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/admin/edit-mode-seam',
              message: 'O site carrega admin/edit-mode-seam.ts só com import() (React.lazy), nunca com import estático.',
            },
          ],
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
            {
              group: ['react', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*', 'react-router', '@tanstack/*'],
              message: 'Uma ilha de página estática não carrega React nem MUI.',
            },
          ],
        },
      ],
    },
  },
);
