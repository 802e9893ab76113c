// `npm run audit:deps` decides from what `npm audit --json` printed and its exit status (scripts/lib/npm-audit.mjs):
// npm's real output shapes, no network; and from the committed advisory list matched against lockfile entries
// (scripts/lib/advisory-list.mjs, scripts/lib/semver-range.mjs, scripts/lib/audit-verdict.mjs). The script itself:
// audit-deps-gate.test.mjs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { matchAdvisories } from '../lib/advisory-list.mjs';
import { dependencyVerdict } from '../lib/audit-verdict.mjs';
import { readAudit, verdict } from '../lib/npm-audit.mjs';
import { satisfies } from '../lib/semver-range.mjs';

const counts = (over = {}) => ({ info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...over });
const report = (vulnerabilities, over) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: counts(over), dependencies: { prod: 120, dev: 0, optional: 3, peer: 0, peerOptional: 0, total: 122 } },
  });

const CLEAN = { status: 0, stdout: report({}) };
const MODERATE_ONLY = {
  status: 0,
  stdout: report(
    { 'brace-expansion': { name: 'brace-expansion', severity: 'moderate', isDirect: false, via: [], range: '<2.0.2', fixAvailable: true } },
    { moderate: 1, total: 1 },
  ),
};
const HIGH = {
  status: 1,
  stdout: report(
    {
      nodemailer: {
        name: 'nodemailer',
        severity: 'high',
        isDirect: false,
        via: [{ source: 1, title: 'ReDoS in address parser', url: 'https://github.com/advisories/GHSA-v53p-9fqp-m79j', severity: 'high' }],
        range: '<10.0.6',
        fixAvailable: false,
      },
      '@strapi/provider-email-nodemailer': {
        name: '@strapi/provider-email-nodemailer',
        severity: 'high',
        isDirect: true,
        via: ['nodemailer'],
        range: '*',
        fixAvailable: false,
      },
      qs: { name: 'qs', severity: 'moderate', isDirect: false, via: [], range: '<6.16.0', fixAvailable: true },
    },
    { moderate: 1, high: 2, total: 3 },
  ),
};
const CRITICAL = {
  status: 1,
  stdout: report({ axios: { name: 'axios', severity: 'critical', via: [], range: '<1.21.0' } }, { critical: 1, total: 1 }),
};
// What npm 11 prints here: the registry refuses the bulk advisory endpoint.
const HTTP_405 = {
  status: 1,
  stdout: JSON.stringify({
    message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    method: 'POST',
    uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    headers: { allow: ['GET,HEAD'] },
    statusCode: 405,
    body: '',
    error: { summary: '', detail: '' },
  }),
};
const OFFLINE = {
  status: 1,
  stdout: JSON.stringify({
    error: {
      code: 'ENOTFOUND',
      summary: 'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org',
      detail: '',
    },
  }),
};
// What npm 11 prints when nothing listens where the registry should be: a message and an empty error.
const REFUSED = {
  status: 1,
  stdout: JSON.stringify({
    message: 'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
    error: { summary: '', detail: '' },
  }),
};
const NO_LOCKFILE = {
  status: 1,
  stdout: JSON.stringify({
    error: {
      code: 'ENOLOCK',
      summary: 'This command requires an existing lockfile.',
      detail: 'Try creating one first with: npm i --package-lock-only',
    },
  }),
};

describe('readAudit: one npm audit run', () => {
  test('a report without high or critical advisories passes, whatever the lower ones', () => {
    assert.equal(readAudit(CLEAN).kind, 'ok');
    assert.equal(readAudit(MODERATE_ONLY).kind, 'ok');
  });

  test('a high or critical advisory fails and names the packages', () => {
    assert.deepEqual(readAudit(HIGH), {
      kind: 'vulnerable',
      counts: counts({ moderate: 1, high: 2, total: 3 }),
      packages: ['@strapi/provider-email-nodemailer (high)', 'nodemailer (high)'],
    });
    assert.equal(readAudit(CRITICAL).kind, 'vulnerable');
  });

  test('an HTTP error or a network error of the advisory service is "unreachable"', () => {
    assert.deepEqual(readAudit(HTTP_405), { kind: 'unreachable', reason: 'HTTP 405' });
    assert.deepEqual(readAudit(OFFLINE), { kind: 'unreachable', reason: 'ENOTFOUND' });
    assert.deepEqual(readAudit(REFUSED), { kind: 'unreachable', reason: 'ECONNREFUSED' });
  });

  test('any other failure is an error: the check did not run', () => {
    assert.deepEqual(readAudit(NO_LOCKFILE), { kind: 'error', reason: 'This command requires an existing lockfile.' });
    assert.equal(readAudit({ status: 1, stdout: 'npm ERR! something else\n' }).kind, 'error');
    assert.equal(readAudit({ status: null, stdout: '' }).kind, 'error');
  });
});

describe('verdict: over cms, web and domain', () => {
  const run = (...outputs) => verdict(outputs.map(([name, output]) => ({ name, result: readAudit(output) })));

  test('all clean: exit 0', () => {
    const { exitCode, lines } = run(['cms', CLEAN], ['web', MODERATE_ONLY], ['domain', CLEAN]);
    assert.equal(exitCode, 0);
    assert.equal(lines.length, 3);
  });

  test('a high advisory in one package fails the whole check', () => {
    const { exitCode, lines } = run(['cms', HIGH], ['web', CLEAN], ['domain', CLEAN]);
    assert.equal(exitCode, 1);
    assert.match(lines[0], /^✖ cms: 0 critical, 2 high, 1 moderate, 0 low — @strapi\/provider-email-nodemailer \(high\), nodemailer \(high\)$/);
  });

  test('service unreachable everywhere: one line saying so, exit 0', () => {
    const { exitCode, lines } = run(['cms', HTTP_405], ['web', HTTP_405], ['domain', HTTP_405]);
    assert.equal(exitCode, 0);
    assert.deepEqual(lines, ['⚠ npm audit: the advisory service could not be reached (HTTP 405); not checked: cms, web, domain']);
  });

  test('unreachable for some does not hide a high advisory found in another', () => {
    const { exitCode, lines } = run(['cms', OFFLINE], ['web', CRITICAL], ['domain', CLEAN]);
    assert.equal(exitCode, 1);
    assert.equal(lines.at(-1), '⚠ npm audit: the advisory service could not be reached (ENOTFOUND); not checked: cms');
  });

  test('a run that could not be made fails', () => {
    assert.equal(run(['cms', NO_LOCKFILE], ['web', CLEAN], ['domain', CLEAN]).exitCode, 1);
  });
});

describe('readAudit: exceptions of the advisory list', () => {
  // npm's report for braces 3.0.3 (no fixed release) and micromatch, flagged only through it.
  const BRACES = {
    status: 1,
    stdout: report(
      {
        braces: {
          name: 'braces',
          severity: 'high',
          via: [{ source: 2, name: 'braces', title: 'Stack exhaustion', url: 'https://github.com/advisories/GHSA-vfj7-8cjw-p6xm', severity: 'high' }],
          range: '<=3.0.3',
          fixAvailable: false,
        },
        micromatch: { name: 'micromatch', severity: 'high', via: ['braces'], range: '*', fixAvailable: false },
      },
      { high: 2, total: 2 },
    ),
  };
  const exceptions = [{ package: 'braces', id: 'GHSA-vfj7-8cjw-p6xm', reason: 'no fix; patterns come from code' }];

  test('a high advisory that is a listed exception, and the packages flagged only through it, pass', () => {
    assert.deepEqual(readAudit(BRACES, exceptions), {
      kind: 'ok',
      counts: counts({ high: 2, total: 2 }),
      excepted: ['braces (high)', 'micromatch (high)'],
    });
    assert.match(
      verdict([{ name: 'cms', result: readAudit(BRACES, exceptions) }]).lines[0],
      /^✔ cms: no high or critical advisory outside the exceptions of the list \(.*; excepted: braces \(high\), micromatch \(high\)\)$/,
    );
  });

  test('without the exception, or with another advisory beside it, it fails', () => {
    assert.equal(readAudit(BRACES).kind, 'vulnerable');
    assert.deepEqual(readAudit(HIGH, exceptions).packages, ['@strapi/provider-email-nodemailer (high)', 'nodemailer (high)']);
  });
});

describe('the advisory list against a lockfile', () => {
  const list = {
    advisories: [
      { package: 'handlebars', vulnerable: '<4.7.10', fixed: '4.7.10', id: 'GHSA-h', url: 'u', severity: 'critical' },
      { package: 'react-router', vulnerable: '>=6.0.0 <7.18.0', fixed: '7.18.0', id: 'GHSA-r', url: 'u', severity: 'moderate' },
      { package: 'braces', vulnerable: '<=3.0.3', fixed: null, id: 'GHSA-b', url: 'u', severity: 'high' },
    ],
    exceptions: [{ package: 'braces', id: 'GHSA-b', reason: 'no fix' }],
  };
  const entry = (name, version, dev = false) => ({ name, version, path: `node_modules/${name}`, dev });

  test('versions and ranges: comparators, "and" by spaces, "or" by ||, pre-releases below their release', () => {
    assert.equal(satisfies('4.7.9', '<4.7.10'), true);
    assert.equal(satisfies('4.7.10', '<4.7.10'), false);
    assert.equal(satisfies('6.30.6', '>=6.0.0 <7.18.0'), true);
    assert.equal(satisfies('7.18.4', '>=6.0.0 <7.18.0'), false);
    assert.equal(satisfies('1.2.0', '<1.0.0 || >=1.2.0 <1.3.0'), true);
    assert.equal(satisfies('6.6.0-prerelease-20260908', '<6.6.0'), true);
    assert.throws(() => satisfies('1.0.0', '<four'), /not a version/);
  });

  test('a high or critical entry in range fails; an exception and a moderate one are reported, not failing', () => {
    const findings = matchAdvisories(list, [
      entry('handlebars', '4.7.9', true),
      entry('react-router', '6.30.6'),
      entry('braces', '3.0.3'),
      entry('undici', '6.29.1'),
    ]);
    assert.deepEqual(
      findings.map((f) => [f.advisory.id, f.failing, f.excepted]),
      [
        ['GHSA-h', true, false],
        ['GHSA-r', false, false],
        ['GHSA-b', false, true],
      ],
    );
    assert.deepEqual(matchAdvisories(list, [entry('handlebars', '4.7.10'), entry('react-router', '7.18.4')]), []);
  });

  test('dependencyVerdict: a failing finding, an unreadable lockfile or no source at all exits 1', () => {
    const unreachable = [{ name: 'cms', result: { kind: 'unreachable', reason: 'HTTP 405' } }];
    const clean = { name: 'cms/package-lock.json', count: 3, findings: [] };
    assert.equal(dependencyVerdict({ list, lockfiles: [clean], audits: unreachable }).exitCode, 0);
    const failing = { ...clean, findings: matchAdvisories(list, [entry('handlebars', '4.7.9')]) };
    assert.equal(dependencyVerdict({ list, lockfiles: [failing], audits: unreachable }).exitCode, 1);
    assert.equal(
      dependencyVerdict({ list, lockfiles: [{ name: 'web/package-lock.json', error: 'web/package-lock.json is missing' }], audits: unreachable })
        .exitCode,
      1,
    );
    const noList = dependencyVerdict({ list: { error: 'scripts/advisories.json is missing' }, lockfiles: [], audits: unreachable });
    assert.equal(noList.exitCode, 1);
    assert.match(noList.lines.at(-1), /^✖ no advisory source could be consulted/);
    // The list unreadable but npm audit answered: that source alone decides.
    assert.equal(dependencyVerdict({ list: { error: 'x' }, lockfiles: [], audits: [{ name: 'cms', result: readAudit(CLEAN) }] }).exitCode, 0);
  });
});
