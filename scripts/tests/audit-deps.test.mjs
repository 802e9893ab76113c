// `npm run audit:deps` decides from what `npm audit --json` printed and its exit status (scripts/lib/npm-audit.mjs):
// npm's real output shapes, no network.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { readAudit, verdict } from '../lib/npm-audit.mjs';

const counts = (over = {}) => ({ info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...over });
const report = (vulnerabilities, over) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts(over), dependencies: { prod: 120, dev: 0, optional: 3, peer: 0, peerOptional: 0, total: 122 } } });

const CLEAN = { status: 0, stdout: report({}) };
const MODERATE_ONLY = {
  status: 0,
  stdout: report({ 'brace-expansion': { name: 'brace-expansion', severity: 'moderate', isDirect: false, via: [], range: '<2.0.2', fixAvailable: true } }, { moderate: 1, total: 1 }),
};
const HIGH = {
  status: 1,
  stdout: report(
    {
      nodemailer: { name: 'nodemailer', severity: 'high', isDirect: false, via: [{ source: 1, title: 'ReDoS in address parser', url: 'https://github.com/advisories/GHSA-v53p-9fqp-m79j', severity: 'high' }], range: '<10.0.6', fixAvailable: false },
      '@strapi/provider-email-nodemailer': { name: '@strapi/provider-email-nodemailer', severity: 'high', isDirect: true, via: ['nodemailer'], range: '*', fixAvailable: false },
      qs: { name: 'qs', severity: 'moderate', isDirect: false, via: [], range: '<6.16.0', fixAvailable: true },
    },
    { moderate: 1, high: 2, total: 3 },
  ),
};
const CRITICAL = { status: 1, stdout: report({ axios: { name: 'axios', severity: 'critical', via: [], range: '<1.21.0' } }, { critical: 1, total: 1 }) };
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
  stdout: JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org', detail: '' } }),
};
const NO_LOCKFILE = {
  status: 1,
  stdout: JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: 'Try creating one first with: npm i --package-lock-only' } }),
};

describe('readAudit: one npm audit run', () => {
  test('a report without high or critical advisories passes, whatever the lower ones', () => {
    assert.equal(readAudit(CLEAN).kind, 'ok');
    assert.equal(readAudit(MODERATE_ONLY).kind, 'ok');
  });

  test('a high or critical advisory fails and names the packages', () => {
    assert.deepEqual(readAudit(HIGH), { kind: 'vulnerable', counts: counts({ moderate: 1, high: 2, total: 3 }), packages: ['@strapi/provider-email-nodemailer (high)', 'nodemailer (high)'] });
    assert.equal(readAudit(CRITICAL).kind, 'vulnerable');
  });

  test('an HTTP error or a network error of the advisory service is "unreachable"', () => {
    assert.deepEqual(readAudit(HTTP_405), { kind: 'unreachable', reason: 'HTTP 405' });
    assert.deepEqual(readAudit(OFFLINE), { kind: 'unreachable', reason: 'ENOTFOUND' });
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
