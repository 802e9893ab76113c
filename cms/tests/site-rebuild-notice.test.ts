import fs from 'fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'http';
import os from 'os';
import path from 'path';
import Database from 'better-sqlite3';
import { EDITOR_ROLE_TYPE, LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { LEGACY_WEBHOOK_NAME } from '../src/site-rebuild/notify-site';
import { validCase, validLead } from './helpers/api';
import { photo } from './helpers/photo';
import { startRunningCms, strongSecrets } from './helpers/cms-process';

/**
 * SITE_REBUILD_WEBHOOK_URL + REBUILD_WEBHOOK_TOKEN make the CMS tell the site's rebuild receiver (scripts/rebuild-
 * webhook.mjs) what content changed — a landing page by its slug, prerendered alone within a second — and nothing
 * else: no entry in the body, no notice for a lead. A real CMS in a process of its own, a receiver on loopback.
 */
type Call = { headers: IncomingHttpHeaders; raw: string; body: { event?: string; uid?: string; slug?: string; entry?: unknown } };

let receiver: Server;
let receiverUrl: string;
const calls: Call[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-notice-'));
const dbFile = path.join(dir, 'cms.db');
const LANDING = 'api::landing-page.landing-page';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls.push({ headers: req.headers, raw, body: JSON.parse(raw || '{}') });
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

const secrets = strongSecrets();

const query = <T>(sql: string, ...params: unknown[]) => {
  const db = new Database(dbFile);
  try {
    const statement = db.prepare(sql);
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
  } finally {
    db.close();
  }
};

async function callFor(match: (call: Call) => boolean) {
  const deadline = Date.now() + 15_000;
  while (!calls.some(match) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return calls.find(match);
}

it('tells the receiver which landing page changed (its old slug too when renamed), never the entry, and nothing of a lead', async () => {
  const cms = await startRunningCms(
    { SEED: 'false', ...secrets, SITE_REBUILD_WEBHOOK_URL: receiverUrl, REBUILD_WEBHOOK_TOKEN: 'token-do-site' },
    dbFile,
  );
  try {
    const slug = 'lancamento-do-teste';
    expect(await cms.createDocuments(LANDING, [{ ...LANDING_STARTER_TEMPLATE, title: 'Teste', slug, is_published: true }])).toBe(1);
    const created = await callFor((call) => call.body.uid === LANDING && call.body.event === 'entry.create');
    expect(created?.headers.authorization).toBe('Bearer token-do-site');
    expect(created?.body).toEqual({ event: 'entry.create', uid: LANDING, slug });

    // A rename: the page at the old address loses its files, the new one is written — both slugs are told.
    const [{ document_id: documentId }] = query<{ document_id: string }>('select document_id from landing_pages where slug = ?', slug);
    await cms.updateDocument(LANDING, documentId, { slug: 'lancamento-renomeado' });
    await callFor((call) => call.body.event === 'entry.update' && call.body.slug === 'lancamento-renomeado');
    expect(
      calls
        .filter((call) => call.body.event === 'entry.update')
        .map((call) => call.body.slug)
        .sort(),
    ).toEqual(['lancamento-do-teste', 'lancamento-renomeado']);

    // A lead: stored, and the receiver hears nothing of it — not its name, not its e-mail, not that it happened.
    const lead = validLead({ email: 'lead.sem.rebuild@construtora.example' });
    const response = await fetch(`${cms.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: lead }),
    });
    expect(response.status).toBe(201);
    const before = calls.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls.length).toBe(before);
    expect(calls.some((call) => call.raw.includes(lead.email) || call.raw.includes(lead.name) || call.body.uid === 'api::lead.lead')).toBe(false);
    expect(calls.every((call) => call.body.entry === undefined)).toBe(true);
  } finally {
    await cms.stop();
  }
}, 180_000);

it('removes the Strapi webhook earlier versions registered for the receiver (it posted every entry, leads included)', async () => {
  query(
    'insert into strapi_webhooks (name, url, headers, events, enabled) values (?, ?, ?, ?, ?)',
    LEGACY_WEBHOOK_NAME,
    receiverUrl,
    '{}',
    '["entry.create"]',
    1,
  );
  query(
    'insert into strapi_webhooks (name, url, headers, events, enabled) values (?, ?, ?, ?, ?)',
    'CRM da agência',
    'https://crm.example/hook',
    '{}',
    '["entry.create"]',
    1,
  );
  const cms = await startRunningCms({ SEED: 'false', ...secrets }, dbFile);
  await cms.stop();
  expect(query<{ name: string }>('select name from strapi_webhooks').map((row) => row.name)).toEqual(['CRM da agência']);
}, 180_000);

it('tells the receiver of every page showing a replaced file (same URL, new picture): the landing page by its slug, the cases', async () => {
  const panelAdmin = { email: 'painel.midia@alicerce.example', password: 'Painel@2026x' };
  const cms = await startRunningCms(
    {
      SEED: 'false',
      ...secrets,
      SITE_REBUILD_WEBHOOK_URL: receiverUrl,
      REBUILD_WEBHOOK_TOKEN: 'token-do-site',
      PANEL_ADMIN_EMAIL: panelAdmin.email,
      PANEL_ADMIN_PASSWORD: panelAdmin.password,
    },
    dbFile,
  );
  try {
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(panelAdmin),
    });
    const authorization = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
    const send = async (route: string) => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'fachada.jpg');
      return fetch(`${cms.url}${route}`, { method: 'POST', headers: { authorization }, body: form });
    };
    const uploaded = await send('/upload');
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as Array<{ id: number; url: string }>;
    const slug = 'lancamento-com-foto';
    expect(
      await cms.createDocuments(LANDING, [{ ...LANDING_STARTER_TEMPLATE, title: 'Com foto', slug, og_image: file.id, is_published: true }]),
    ).toBe(1);
    expect(await cms.createDocuments('api::case.case', [validCase({ image_url: file.url, is_published: false })])).toBe(1);
    await callFor((call) => call.body.uid === 'api::case.case');

    calls.length = 0;
    expect((await send(`/upload?id=${file.id}`)).status).toBe(200);
    await callFor((call) => call.body.slug === slug);
    await callFor((call) => call.body.uid === 'api::case.case');
    expect(calls.map((call) => call.body)).toEqual(
      expect.arrayContaining([
        { event: 'entry.update', uid: LANDING, slug },
        { event: 'entry.update', uid: 'api::case.case' },
      ]),
    );
  } finally {
    await cms.stop();
  }
}, 180_000);

it('tells the receiver of a bulk publish once, after the commit, not once per case (issue 57)', async () => {
  const cms = await startRunningCms(
    { SEED: 'false', ...secrets, SITE_REBUILD_WEBHOOK_URL: receiverUrl, REBUILD_WEBHOOK_TOKEN: 'token-do-site' },
    dbFile,
  );
  try {
    // An editor of that CMS: signed up as anyone can, then given the editor role (as an admin does in 'Time').
    const editor = { username: 'editor.lote', email: 'editor.lote@alicerce.example', password: 'Editor@2026lote' };
    const json = { 'content-type': 'application/json' };
    expect((await fetch(`${cms.url}/api/auth/local/register`, { method: 'POST', headers: json, body: JSON.stringify(editor) })).status).toBe(200);
    query(
      'update up_users_role_lnk set role_id = (select id from up_roles where type = ?) where user_id = (select id from up_users where email = ?)',
      EDITOR_ROLE_TYPE,
      editor.email,
    );
    const signIn = await fetch(`${cms.url}/api/auth/local`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ identifier: editor.email, password: editor.password }),
    });
    const { jwt } = (await signIn.json()) as { jwt: string };

    const slugs = ['lote-rebuild-a', 'lote-rebuild-b', 'lote-rebuild-c'];
    expect(
      await cms.createDocuments(
        'api::case.case',
        slugs.map((slug) => validCase({ slug, is_published: false })),
      ),
    ).toBe(3);
    await callFor((call) => call.body.uid === 'api::case.case');
    await new Promise((r) => setTimeout(r, 1000));
    calls.length = 0;

    const rows = query<{ documentId: string; version: number }>(
      `select document_id as documentId, version from cases where slug in (${slugs.map(() => '?').join(', ')})`,
      ...slugs,
    );
    const published = await fetch(`${cms.url}/api/bulk/case`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ action: 'publish', rows }),
    });
    expect(published.status).toBe(200);
    expect(((await published.json()) as { data: { changed: number } }).data.changed).toBe(3);
    await callFor((call) => call.body.uid === 'api::case.case');
    // Time for any later notice to arrive: there is none.
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls.map((call) => call.body)).toEqual([{ event: 'entry.update', uid: 'api::case.case' }]);
  } finally {
    await cms.stop();
  }
}, 180_000);
