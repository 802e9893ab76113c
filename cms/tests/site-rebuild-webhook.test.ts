import fs from 'fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'http';
import os from 'os';
import path from 'path';
import Database from 'better-sqlite3';
import { LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { SITE_REBUILD_WEBHOOK_NAME } from '../src/bootstrap/site-rebuild-webhook';
import { startRunningCms, strongSecrets } from './helpers/cms-process';

/**
 * SITE_REBUILD_WEBHOOK_URL + REBUILD_WEBHOOK_TOKEN make the CMS call the site's rebuild receiver on every content change
 * (a landing page is prerendered seconds after 'Publicar', scripts/rebuild-webhook.mjs) with no one creating the
 * webhook in the panel; a start without them removes it. A real CMS in a process of its own, a receiver on loopback.
 */
type Call = { headers: IncomingHttpHeaders; body: { event?: string; uid?: string; entry?: { slug?: string } } };

let receiver: Server;
let receiverUrl: string;
const calls: Call[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-webhook-'));
const dbFile = path.join(dir, 'cms.db');

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: JSON.parse(raw || '{}') });
      res.writeHead(202).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/rebuild`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const webhookRows = () => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare('select name, url, headers, enabled from strapi_webhooks').all() as Array<{ name: string; url: string; headers: string; enabled: number }>;
  } finally {
    db.close();
  }
};

it('registers the receiver, calls it with the token and the page on a landing page change, and is removed on a start without it', async () => {
  const secrets = strongSecrets();
  const cms = await startRunningCms({ SEED: 'false', ...secrets, SITE_REBUILD_WEBHOOK_URL: receiverUrl, REBUILD_WEBHOOK_TOKEN: 'token-do-site' }, dbFile);
  try {
    const slug = 'lancamento-do-teste';
    expect(await cms.createDocuments('api::landing-page.landing-page', [{ ...LANDING_STARTER_TEMPLATE, title: 'Teste', slug, is_published: true }])).toBe(1);
    const deadline = Date.now() + 15_000;
    while (!calls.some((call) => call.body.uid === 'api::landing-page.landing-page') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const call = calls.find((c) => c.body.uid === 'api::landing-page.landing-page');
    expect(call?.headers.authorization).toBe('Bearer token-do-site');
    expect(call?.body.event).toBe('entry.create');
    expect(call?.body.entry?.slug).toBe(slug);
  } finally {
    await cms.stop();
  }
  expect(webhookRows()).toEqual([expect.objectContaining({ name: SITE_REBUILD_WEBHOOK_NAME, url: receiverUrl })]);

  // Started again on the same database without the two variables: the webhook of that earlier start is gone.
  const again = await startRunningCms({ SEED: 'false', ...secrets }, dbFile);
  await again.stop();
  expect(webhookRows()).toEqual([]);
}, 180_000);
