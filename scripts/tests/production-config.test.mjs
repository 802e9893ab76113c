// What the production files promise about who may reach the CMS, read from the files themselves (no Docker here):
// nginx never forwards Strapi's first-admin registration, and the CMS trusts nginx alone for the client IP.
// serve-web-headers.test.mjs runs the real nginx with this config where an nginx binary is installed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BlockList } from 'node:net';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../lib/steps.mjs';

const NGINX_CONF = readFileSync(join(ROOT, 'web', 'nginx.conf'), 'utf8');
const COMPOSE = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');

/** The server block of the CMS's host name, up to its closing brace at the start of a line. */
const cmsServer = () => {
  const start = NGINX_CONF.indexOf('server_name ${CMS_HOST};');
  assert.ok(start > 0, 'no server block for ${CMS_HOST} in web/nginx.conf');
  return NGINX_CONF.slice(start, NGINX_CONF.indexOf('\n}', start));
};

describe('web/nginx.conf, CMS_HOST server', () => {
  test('refuses /admin/register-admin (403) in the spellings Strapi accepts, and nothing else of the panel', () => {
    const rule = /location ~\*\s+(\S+)\s*\{\s*return 403;\s*\}/.exec(cmsServer());
    assert.ok(rule, 'no case-insensitive location answering 403 in the CMS_HOST server');
    const refused = new RegExp(rule[1], 'i');
    for (const path of ['/admin/register-admin', '/admin/REGISTER-ADMIN', '/admin/register-admin/', '/admin//register-admin']) assert.match(path, refused);
    for (const path of ['/admin', '/admin/login', '/admin/register', '/admin/init', '/admin/registration-info', '/api/cases']) assert.doesNotMatch(path, refused);
  });
});

describe('docker-compose.yml', () => {
  const value = (key) => new RegExp(`^\\s+${key}:\\s*"?([^"\\s]+)"?\\s*$`, 'm').exec(COMPOSE)?.[1];

  test("the CMS trusts nginx's fixed address alone for X-Forwarded-For, on the compose network's subnet", () => {
    const [subnet, bits] = value('- subnet').split('/');
    const nginx = value('ipv4_address');
    assert.equal(value('TRUSTED_PROXIES'), nginx);
    const network = new BlockList();
    network.addSubnet(subnet, Number(bits));
    assert.ok(network.check(nginx), `${nginx} is not in ${subnet}/${bits}`);
    assert.equal(value('HOST'), '0.0.0.0');
  });

  test('runs two CMS replicas sharing Redis, health-checked, and nginx starts only once they are healthy', () => {
    assert.equal(value('replicas'), '2');
    assert.equal(value('REDIS_URL'), 'redis://redis:6379');
    assert.match(COMPOSE, /^ {2}redis:\n(?: {4}.*\n)*? {4}image: redis:/m);
    assert.match(COMPOSE, /fetch\('http:\/\/127\.0\.0\.1:1337\/_health'\)/);
    assert.match(COMPOSE, /^ {4}depends_on:\n(?: {6}#.*\n)? {6}cms:\n {8}condition: service_healthy$/m);
  });

  test('passes PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD to the CMS (its first start creates the panel admin)', () => {
    assert.match(COMPOSE, /^\s+PANEL_ADMIN_EMAIL: \$\{PANEL_ADMIN_EMAIL:-\}$/m);
    assert.match(COMPOSE, /^\s+PANEL_ADMIN_PASSWORD: \$\{PANEL_ADMIN_PASSWORD:-\}$/m);
  });
});
