// "Did anything change since last time?" — content hashes of inputs, stored next to the outputs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'build', '.cache', '.tmp', '.react-router', 'coverage', '.strapi', 'test-results']);

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) return yield path;
  for (const entry of readdirSync(path).sort()) if (!SKIP.has(entry)) yield* files(join(path, entry));
}

/** sha1 over the relative paths and contents of every file under `inputs`. */
export function hashInputs(root, inputs) {
  const hash = createHash('sha1');
  for (const input of inputs) for (const file of files(join(root, input))) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex');
}

export function isFresh(stampFile, hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

export function writeStamp(stampFile, hash) {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, hash);
}
