// `npm test` on a machine with only Node: it stops in its first seconds with one line naming what to install, and the
// README's quick start names the same packages (scripts/lib/prerequisites.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { INSTALL_LINE, PREREQUISITES, missingPrerequisites } from '../lib/prerequisites.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const nowhere = '/nonexistent/bin';
const noPrograms = {
  CHROMIUM_PATH: `${nowhere}/chromium`,
  REDIS_SERVER: `${nowhere}/redis-server`,
  JAVA_BIN: `${nowhere}/java`,
  NGINX_BIN: `${nowhere}/nginx`,
  POSTGRES_LIB_DIR: nowhere,
};

describe('prerequisites of npm test', () => {
  test('with none of the programs, npm test stops within seconds with one line naming each package', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: ROOT,
      env: { ...process.env, ...noPrograms },
      encoding: 'utf8',
      timeout: 20_000,
    });
    const seconds = (Date.now() - started) / 1000;
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.ok(seconds < 5, `took ${seconds} s`);
    const lines = result.stderr.trim().split('\n');
    assert.equal(lines.length, 1, result.stderr);
    for (const pkg of ['chromium', 'redis-server', 'default-jre-headless', 'nginx'])
      assert.match(lines[0], new RegExp(`apt-get install -y .*\\b${pkg}\\b`));
    assert.doesNotMatch(result.stdout, /installing|building/, 'nothing is installed or built before the check');
  });

  test('a part asks only for what it runs', () => {
    assert.deepEqual(
      missingPrerequisites(['cms'], noPrograms).map((p) => p.pkg),
      ['redis-server'],
    );
    assert.deepEqual(
      missingPrerequisites(['e2e'], noPrograms).map((p) => p.pkg),
      ['chromium', 'default-jre-headless'],
    );
    assert.deepEqual(missingPrerequisites(['lint', 'web'], noPrograms), []);
    assert.deepEqual(
      missingPrerequisites(['postgres'], noPrograms).map((p) => p.pkg),
      ['postgresql'],
    );
  });

  test('a program that is there is not asked for', () => {
    const present = {
      CHROMIUM_PATH: process.execPath,
      REDIS_SERVER: process.execPath,
      JAVA_BIN: process.execPath,
      NGINX_BIN: process.execPath,
      POSTGRES_LIB_DIR: nowhere,
    };
    assert.deepEqual(missingPrerequisites(['e2e', 'cms', 'scripts'], present), []);
  });

  test("the README's quick start carries the one install line with every package", () => {
    const readme = readFileSync(new URL('README.md', `file://${ROOT}`), 'utf8');
    const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 3));
    assert.ok(quickStart.includes(INSTALL_LINE), `README quick start lacks: ${INSTALL_LINE}`);
    assert.equal(PREREQUISITES.length, 5);
  });
});
