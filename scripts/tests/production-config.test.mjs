// What the production files promise about who may reach the CMS, read from the files themselves (no Docker here):
// nginx never forwards Strapi's first-admin registration, and the CMS trusts nginx alone for the client IP.
// serve-web-headers.test.mjs runs the real nginx with this config where an nginx binary is installed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
    for (const path of ['/admin/register-admin', '/admin/REGISTER-ADMIN', '/admin/register-admin/', '/admin//register-admin'])
      assert.match(path, refused);
    for (const path of ['/admin', '/admin/login', '/admin/register', '/admin/init', '/admin/registration-info', '/api/cases'])
      assert.doesNotMatch(path, refused);
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

describe('docker-compose.yml, the media bucket (MinIO)', () => {
  const { parse } = createRequire(join(ROOT, 'cms', 'package.json'))('yaml');
  const { services, volumes } = parse(COMPOSE);
  const interpolated = (value) => /^\$\{[A-Z][A-Z0-9_]*(:\?[^}]*)?\}$/.test(String(value));

  test('MinIO keeps its data in a volume of its own, its root credentials from the environment only, unpublished', () => {
    assert.match(services.minio.image, /^minio\/minio(:|$)/);
    assert.deepEqual(services.minio.volumes, ['media:/data']);
    assert.ok('media' in volumes);
    assert.ok(interpolated(services.minio.environment.MINIO_ROOT_USER) && interpolated(services.minio.environment.MINIO_ROOT_PASSWORD));
    assert.equal(services.minio.ports, undefined);
    assert.ok(services.minio.healthcheck);
  });

  test('an mc container creates the bucket, lets anyone download (not list) it, and gives the CMS a key of its own', () => {
    const init = services['minio-init'];
    assert.match(init.image, /^minio\/mc(:|$)/);
    assert.deepEqual(init.depends_on, { minio: { condition: 'service_healthy' } });
    const script = [init.entrypoint, init.command].flat().join('\n');
    assert.match(script, /mc mb --ignore-existing "local\/\$\$S3_BUCKET"/);
    assert.match(script, /mc anonymous set download "local\/\$\$S3_BUCKET"/);
    assert.match(script, /mc admin user add local "\$\$S3_ACCESS_KEY_ID" "\$\$S3_SECRET_ACCESS_KEY"/);
    for (const [name, value] of Object.entries(init.environment)) assert.match(String(value), /^\$\{/, `${name} is not from the environment`);
  });

  test("the CMS replicas store media in that bucket, read on the site's own origin (nginx /media/ → MinIO)", () => {
    const cms = services.cms.environment;
    assert.equal(cms.S3_ENDPOINT, 'http://minio:9000');
    assert.equal(cms.S3_FORCE_PATH_STYLE, 'true');
    assert.equal(cms.S3_BUCKET, services['minio-init'].environment.S3_BUCKET);
    assert.equal(cms.S3_PUBLIC_URL, `\${SITE_URL}/media/${cms.S3_BUCKET}`);
    assert.ok(interpolated(cms.S3_ACCESS_KEY_ID) && interpolated(cms.S3_SECRET_ACCESS_KEY));
    assert.deepEqual(services.cms.depends_on['minio-init'], { condition: 'service_completed_successfully' });
    assert.deepEqual(services.web.depends_on.minio, { condition: 'service_healthy' });
    assert.match(NGINX_CONF, /location \/media\/ \{(?:(?!\n {2}\})[\s\S])*proxy_pass \$\{MEDIA_UPSTREAM\}\/;/);
    assert.match(readFileSync(join(ROOT, 'web', 'Dockerfile'), 'utf8'), /MEDIA_UPSTREAM="http:\/\/minio:9000"/);
  });
});
