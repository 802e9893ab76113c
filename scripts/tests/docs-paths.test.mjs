import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import test from 'node:test';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * The documents a new engineer reads first, and the folders their bare paths are read from (a path in web/README.md
 * may be written from web/ or from web/src).
 */
const DOCS = {
  'docs/architecture.md': [''],
  'docs/data-access.md': ['', 'cms/src'],
  'README.md': [''],
  'web/README.md': ['', 'web', 'web/src'],
};

/** What a build, a run or the package manager writes: named by the docs, never in a clone. */
const WRITTEN_AT_RUN_TIME = new Set(['.tmp', '.cache', 'build', 'dist', 'node_modules', 'uploads', 'backups', 'screenshots']);

/**
 * A path in `code` or a Markdown link: two segments or more, the first a folder of one of `bases` (so an image name,
 * an environment variable or a URL path is not taken for one), nothing a run writes.
 */
function isRepoPath(text, bases) {
  if (text.startsWith('/') || !/^\.{0,2}\/?[\w@.-]+(\/[\w@.-]+)+\/?$/.test(text)) return false;
  const segments = text
    .replace(/^(\.\.?\/)+/, '')
    .split('/')
    .filter(Boolean);
  if (segments.some((segment) => WRITTEN_AT_RUN_TIME.has(segment))) return false;
  return text.startsWith('.') || bases.some((base) => existsSync(join(ROOT, base, segments[0])));
}

function namedPaths(markdown, bases) {
  const inCode = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]);
  const linked = [...markdown.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)].map((match) => match[1]);
  return [...new Set([...inCode, ...linked])].filter((text) => isRepoPath(text, bases));
}

test('every path the architecture doc and the READMEs name exists', () => {
  const missing = [];
  for (const [doc, bases] of Object.entries(DOCS)) {
    const markdown = readFileSync(join(ROOT, doc), 'utf8');
    const paths = namedPaths(markdown, [dirname(doc), ...bases]);
    assert.ok(paths.length > 0, `${doc} names no path (is the pattern still right?)`);
    for (const path of paths) {
      const candidates = [dirname(doc), ...bases].map((base) => join(ROOT, base, path));
      if (!candidates.some((candidate) => existsSync(candidate))) missing.push(`${doc}: ${path}`);
    }
  }
  assert.deepEqual(missing, [], 'a doc names a path that is not there: fix the doc or the path');
});

test('the architecture doc names the folders of both applications, the CMS and the rules', () => {
  const markdown = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  for (const folder of ['web/src/site', 'web/src/admin', 'web/src/shared', 'cms/src', 'domain/src', 'docs/data-access.md']) {
    assert.ok(markdown.includes(folder), `docs/architecture.md does not name ${folder}`);
  }
});
