// `npm run audit:deps` fails closed: run as CI runs it, on a copy of the tree whose cms lockfile holds a listed
// vulnerable version, on one where no source can be read, and on the real tree. npm's advisory service is made
// unreachable (a registry on a closed loopback port), so the committed list is the only source — as on this network.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

import { PACKAGES, ROOT } from '../lib/steps.mjs';

const OFFLINE = { ...process.env, npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0' };

function auditDeps(root) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [join(ROOT, 'scripts', 'audit-deps.mjs'), `--root=${root}`], {
    encoding: 'utf8',
    env: OFFLINE,
  });
  return { status, output: stdout + stderr };
}

const copies = [];
/** The tree's package.json and package-lock.json files (no node_modules) and, unless told otherwise, the list. */
function copyTree({ withList = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'audit-deps-'));
  copies.push(root);
  for (const pkg of PACKAGES) {
    mkdirSync(join(root, pkg));
    for (const file of ['package.json', 'package-lock.json']) cpSync(join(ROOT, pkg, file), join(root, pkg, file));
  }
  if (withList) cpSync(join(ROOT, 'scripts', 'advisories.json'), join(root, 'scripts', 'advisories.json'), { recursive: true });
  return root;
}
after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('npm run audit:deps (npm audit unreachable)', () => {
  test('the real tree passes: no high or critical advisory of the list in any lockfile, and it says npm audit was not reached', () => {
    const { status, output } = auditDeps(ROOT);
    assert.equal(status, 0, output);
    for (const pkg of PACKAGES) assert.match(output, new RegExp(`✔ ${pkg}/package-lock.json: \\d+ packages, none in a high or critical range`));
    assert.match(output, /⚠ npm audit: the advisory service could not be reached \(ECONNREFUSED\)/);
  });

  test('a lockfile holding a listed vulnerable version (handlebars 4.7.9) fails and names it', () => {
    const root = copyTree();
    const file = join(root, 'cms', 'package-lock.json');
    const lock = JSON.parse(readFileSync(file, 'utf8'));
    lock.packages['node_modules/handlebars'].version = '4.7.9';
    writeFileSync(file, JSON.stringify(lock));
    const { status, output } = auditDeps(root);
    assert.equal(status, 1, output);
    assert.match(output, /✖ cms\/package-lock\.json: handlebars 4\.7\.9 — CVE-2026-106445 \(critical, fixed in 4\.7\.10\)/);
  });

  test('no source can be read (list missing, npm audit unreachable): fails', () => {
    const { status, output } = auditDeps(copyTree({ withList: false }));
    assert.equal(status, 1, output);
    assert.match(output, /⚠ advisory list: .*advisories\.json is missing/);
    assert.match(output, /✖ no advisory source could be consulted/);
  });

  test('a lockfile that cannot be read fails', () => {
    const root = copyTree();
    writeFileSync(join(root, 'web', 'package-lock.json'), '{ not json');
    const { status, output } = auditDeps(root);
    assert.equal(status, 1, output);
    assert.match(output, /✖ .*web\/package-lock\.json is unreadable/);
  });
});
