// The first step of `npm test` (alone: `npm test -- --only=lint`): type-check every TypeScript package, lint
// the site, the CMS, the domain and these scripts, look for exports nothing imports (knip) and check the formatting
// (Prettier). Any type error, ESLint error or ESLint warning fails the run. Two gates
// run at a time; each prints its output when it ends. Caches (tsc build info, ESLint) live in .cache/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './proc.mjs';
import { ROOT } from './steps.mjs';

const CACHE = join(ROOT, '.cache', 'quality-gates');
const bin = (pkg, name) => join(ROOT, pkg, 'node_modules', '.bin', name);
const tsc = (pkg, project, cacheName) => ({
  cwd: join(ROOT, pkg),
  cmd: bin(pkg, 'tsc'),
  // Incremental, with the build info outside the package: unchanged files are not checked again.
  args: ['--noEmit', '-p', project, '--incremental', '--tsBuildInfoFile', join(CACHE, `${cacheName}.tsbuildinfo`)],
});
const eslint = (pkg, cacheName, args) => ({
  cwd: pkg === 'tests' ? ROOT : join(ROOT, pkg),
  cmd: bin(pkg, 'eslint'),
  args: ['--max-warnings', '0', '--cache', '--cache-location', join(CACHE, `eslint-${cacheName}`), ...args],
});

/** Longest first, so the two lanes end close together. */
export const GATES = [
  // `npm run typecheck` = react-router typegen (the route types) + tsc.
  {
    name: 'tsc web',
    cwd: join(ROOT, 'web'),
    cmd: 'npm',
    args: ['run', 'typecheck', '--silent', '--', '--incremental', '--tsBuildInfoFile', join(CACHE, 'web.tsbuildinfo')],
  },
  { name: 'eslint web', ...eslint('web', 'web', ['.']) },
  { name: 'tsc cms', ...tsc('cms', 'tsconfig.json', 'cms') },
  { name: 'tsc cms tests', ...tsc('cms', 'tests/tsconfig.json', 'cms-tests') },
  { name: 'tsc e2e tests', ...tsc('tests', 'tsconfig.json', 'e2e') },
  { name: 'eslint cms', ...eslint('cms', 'cms', ['.']) },
  { name: 'tsc domain', ...tsc('domain', 'tsconfig.test.json', 'domain') },
  { name: 'eslint domain', ...eslint('domain', 'domain', ['.']) },
  // The scripts' linter is installed with the e2e package (the root package.json has no dependencies).
  { name: 'eslint scripts', ...eslint('tests', 'scripts', ['-c', 'tests/eslint-scripts.config.mjs', 'scripts']) },
  // No export nobody imports (knip.json: each package's entry points), nor one only tests keep alive (--production).
  { name: 'knip', cwd: ROOT, cmd: bin('tests', 'knip'), args: ['--include', 'exports,duplicates', '--no-progress'] },
  { name: 'knip production', cwd: ROOT, cmd: bin('tests', 'knip'), args: ['--production', '--include', 'exports', '--no-progress'] },
  // One formatter for every package's code (.prettierrc.json, .prettierignore): `npx --prefix tests prettier --write .` fixes it.
  {
    name: 'prettier',
    cwd: ROOT,
    cmd: bin('tests', 'prettier'),
    args: ['--check', '--log-level', 'warn', '--cache', '--cache-location', join(CACHE, 'prettier'), '**/*.{ts,tsx,mjs,cjs,js}'],
  },
];

export async function qualityGates({ lanes = 2 } = {}) {
  console.log(`\n▶ quality gates: ${GATES.map((gate) => gate.name).join(', ')}`);
  mkdirSync(CACHE, { recursive: true });
  const started = Date.now();
  const queue = [...GATES];
  const failed = [];
  const lane = async () => {
    for (let gate = queue.shift(); gate; gate = queue.shift()) {
      const t0 = Date.now();
      const seconds = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
      try {
        await run(gate.cmd, gate.args, { cwd: gate.cwd, capture: true });
        console.log(`  ✔ ${gate.name} (${seconds()})`);
      } catch (error) {
        failed.push(gate.name);
        console.log(`  ✖ ${gate.name} (${seconds()})\n${(error.output || error.message).trim().replace(/^/gm, '    ')}`);
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  console.log(`  quality gates: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failed.length) throw new Error(`quality gates failed: ${failed.join(', ')}`);
}
