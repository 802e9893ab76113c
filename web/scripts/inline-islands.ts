import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build, transform } from 'esbuild';
import type { Plugin } from 'vite';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The script's source: the first screen's islands and their binding. */
const ENTRY = resolve(WEB, 'src/site/islands/inline.ts');
const INLINE_ISLANDS_MODULE = 'virtual:inline-islands';
const RESOLVED = `\0${INLINE_ISLANDS_MODULE}`;

/**
 * `import script from 'virtual:inline-islands'`: site/islands/inline.ts and what it imports, bundled and minified into
 * one classic script (a string), which root.tsx writes inline at the end of every prerendered page. Its CSP hash is
 * computed from the page like the page's other inline scripts (scripts/csp-page-hashes.mjs).
 */
export function inlineIslands(): Plugin {
  return {
    name: 'alicerce-inline-islands',
    resolveId: (id) => (id === INLINE_ISLANDS_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const result = await build({
        entryPoints: [ENTRY],
        absWorkingDir: WEB,
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
        metafile: true,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(resolve(WEB, input));
      return `export default ${JSON.stringify(result.outputFiles[0].text.trim())};`;
    },
  };
}

/** The modules whose functions a page carries inline as their source text (`fn.toString()`: site/lib/islands/bootstrap.ts). */
const INLINE_SOURCES = ['src/site/lib/islands/bootstrap.ts', 'src/site/lib/islands/early-input.ts'].map((file) => resolve(WEB, file));

/**
 * The islands' loader is written into every prerendered page from its function's source text, in the server build,
 * which Vite does not minify: its comments, long names and indentation were ~0.5 KB of gzip in each page. These two
 * modules are minified as they are loaded (exports keep their names), in every build.
 */
export function minifiedInlineSources(): Plugin {
  return {
    name: 'alicerce-minified-inline-sources',
    enforce: 'pre',
    async transform(code, id) {
      if (!INLINE_SOURCES.includes(id.split('?')[0])) return undefined;
      const result = await transform(code, { loader: 'ts', format: 'esm', minify: true, target: 'es2020', legalComments: 'none' });
      return { code: result.code, map: null };
    },
  };
}
