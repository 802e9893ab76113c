import http from 'http';
import type { AddressInfo } from 'net';
import { LANDING_OWNER_MESSAGES, LANDING_ROUTING_MESSAGES, LANDING_STARTER_TEMPLATE, endpointInUseMessage, ifMatch } from '@alicerce/domain';
import { adminToken, api, bearer, clientIp, editorToken, sentMails, unique, validLead, waitForMail, type AnsweredPage } from './helpers/api';
import { countRows } from './helpers/db-rows';
import { uploadImage } from './helpers/proof';

/**
 * Issue 54: a landing page has an owner (the agency or a client's launch) and its own contact; where its leads go
 * (recipients, webhook) and its own tags are an admin's to set — an editor's attempt is refused and nothing stored —
 * and a lead from a launch page reaches its recipients once, through the outbox, and the agency's inbox too.
 */
let editor: string;
let admin: string;
let logo: number;
/** The launch's CRM: a receiver on loopback registered as an endpoint that takes landing-page leads. */
const crm = { hits: [] as { headers: http.IncomingHttpHeaders; body: string }[], server: http.createServer(), id: 0, url: '' };
let ROUTING: { recipients: string[]; webhook_endpoint_id: number };
const pages: string[] = [];
beforeAll(async () => {
  editor = (await editorToken()).jwt;
  admin = await adminToken();
  logo = await uploadImage(editor);
  crm.server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      crm.hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => crm.server.listen(0, '127.0.0.1', resolve));
  crm.url = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/leads`;
  const endpoint = await api()
    .post('/api/webhook-endpoints')
    .set(bearer(admin))
    .send({ data: { url: crm.url, events: ['landing_page.lead_created'], description: 'CRM da Horizonte' } });
  crm.id = endpoint.body.data.id;
  ROUTING = { recipients: ['vendas@horizonte.example', 'plantao@horizonte.example'], webhook_endpoint_id: crm.id };
});
afterAll(async () => {
  // Nothing of this file outlives it: its pages (published) and the endpoint they send leads to.
  for (const documentId of pages) await api().delete(`/api/landing-pages/${documentId}`).set(bearer(admin));
  await api().delete(`/api/webhook-endpoints/${crm.id}`).set(bearer(admin));
  await new Promise((resolve) => crm.server.close(resolve));
});

type Page = Record<string, unknown>;
const valid = (overrides: Page = {}): Page => ({
  ...LANDING_STARTER_TEMPLATE,
  title: 'Lançamento do dono',
  slug: unique('dono').toLowerCase(),
  blocks: LANDING_STARTER_TEMPLATE.blocks.filter((block) => block.type !== 'gallery'),
  is_published: true,
  owner: { kind: 'launch', name: 'Horizonte Incorporações', logo, accent: '#1F6F5C' },
  contact: { whatsapp: '(15) 99876-5432', whatsapp_message: 'Olá! Quero a tabela do lançamento.', cta_text: 'Quero a tabela' },
  ...overrides,
});
const create = async (data: Page, jwt: string) => {
  const res = await api().post('/api/landing-pages').set(bearer(jwt)).send({ data });
  if (res.status === 201) pages.push(res.body.data.documentId);
  return res;
};
const update = (documentId: string, data: Page, jwt: string) =>
  api().put(`/api/landing-pages/${documentId}`).set(bearer(jwt)).set('If-Match', '*').send({ data });
const refusal = (res: { status: number; body: { error?: { message?: string } } }) => ({ status: res.status, message: res.body.error?.message });
const stored = async (slug: string) => (await countRows({ n: `select count(*) as count from landing_pages where slug = '${slug}'` })).n;
/** A name the lead rules accept (letters only), different in every test. */
const letters = () => Array.from(unique('x').replace(/\W/g, '').slice(-8), (char) => String.fromCharCode(97 + (char.charCodeAt(0) % 26))).join('');

describe('owner and contact', () => {
  it('are stored normalized and answered to the public — the WhatsApp as +55 and the logo with its URL — but not where the leads go', async () => {
    const res = await create(valid({ lead_routing: ROUTING }), admin);
    expect(res.status).toBe(201);
    const page = res.body.data as AnsweredPage;
    const read = await api().get(`/api/landing-pages/by-slug/${page.slug}`);
    expect(read.body.data.contact).toEqual({
      whatsapp: '+5515998765432',
      whatsapp_message: 'Olá! Quero a tabela do lançamento.',
      cta_text: 'Quero a tabela',
    });
    expect(read.body.data.owner).toMatchObject({ kind: 'launch', name: 'Horizonte Incorporações', logo, accent: '#1f6f5c' });
    expect(read.body.data.owner.logo_url).toMatch(/^http:\/\/.+\/uploads\/.+/);
    expect(read.body.data.lead_routing).toBeUndefined();
    const list = await api().get(`/api/landing-pages?filters[slug][$eq]=${page.slug}`);
    expect(list.body.data[0].lead_routing).toBeUndefined();
    const staff = await api().get(`/api/landing-pages/${page.documentId}?unpublished=include`).set(bearer(editor));
    expect(staff.body.data.lead_routing).toEqual(ROUTING);
  });

  it('a WhatsApp that is not a Brazilian mobile is refused with its pt-BR message, nothing stored', async () => {
    const data = valid({ contact: { whatsapp: '(15) 3456-7890' } });
    expect(refusal(await create(data, editor))).toEqual({ status: 400, message: LANDING_OWNER_MESSAGES.whatsapp });
    expect(await stored(String(data.slug))).toBe(0);
  });
});

describe('only admins set where the leads go and the tags', () => {
  it.each([
    ['recipients', { lead_routing: { recipients: ['eu@atacante.example'] } }],
    ['webhook', { lead_routing: { recipients: [], webhook_endpoint_id: 1 } }],
    ['tags', { tracking: { markup: '<script src="https://atacante.example/x.js"></script>', category: 'marketing' } }],
  ])("an editor's new page with %s is refused (403, pt-BR) and nothing is stored", async (_, extra) => {
    const data = valid(extra);
    expect(refusal(await create(data, editor))).toEqual({ status: 403, message: LANDING_ROUTING_MESSAGES.adminOnly });
    expect(await stored(String(data.slug))).toBe(0);
  });

  it("an editor may edit the admin's page as loaded, but not change its recipients, webhook or tags", async () => {
    const page = (await create(valid({ lead_routing: ROUTING }), admin)).body.data as AnsweredPage;
    const loaded = (await api().get(`/api/landing-pages/${page.documentId}?unpublished=include`).set(bearer(editor))).body.data;

    const kept = await update(page.documentId, { title: 'Novo título', lead_routing: loaded.lead_routing, tracking: loaded.tracking }, editor);
    expect(kept.status).toBe(200);
    for (const change of [
      { lead_routing: { ...ROUTING, recipients: ['eu@atacante.example'] } },
      { lead_routing: { ...ROUTING, webhook_endpoint_id: null } },
      { lead_routing: { recipients: [], webhook_endpoint_id: null } },
      { tracking: { markup: '<img src="https://atacante.example/p.gif" alt="">', category: 'analytics' } },
    ])
      expect(refusal(await update(page.documentId, change, editor))).toEqual({ status: 403, message: LANDING_ROUTING_MESSAGES.adminOnly });
    const after = (await api().get(`/api/landing-pages/${page.documentId}?unpublished=include`).set(bearer(admin))).body.data;
    expect(after.lead_routing).toEqual(ROUTING);
    expect(after.title).toBe('Novo título');

    expect((await update(page.documentId, { lead_routing: { recipients: ['comercial@horizonte.example'] } }, admin)).status).toBe(200);
  });
});

describe('a lead from a launch page', () => {
  it("reaches each of the page's recipients once, with the page and the variant, and the agency's inbox too", async () => {
    const page = (await create(valid({ lead_routing: { recipients: ['vendas@horizonte.example', 'plantao@horizonte.example'] } }), admin)).body
      .data as AnsweredPage;
    const name = `Comprador ${letters()}`;
    const res = await api()
      .post('/api/leads')
      .set('X-Forwarded-For', clientIp())
      .send({
        data: validLead({
          name,
          email: `${unique('comprador')}@teste.example`.toLowerCase(),
          landing_page_slug: page.slug,
          variant: 'b',
          source_page: `/lp/${page.slug}`,
        }),
      });
    expect({ status: res.status, error: res.body.error?.message }).toEqual({ status: 201, error: undefined });

    const agency = await waitForMail((mail) => mail.subject === `Novo lead: ${name}`);
    expect(agency?.text).toContain(`Landing page: ${page.slug}`);
    expect(agency?.text).toContain('Variante: b');
    await waitForMail((mail) => mail.subject.endsWith(name) && mail.to.includes('plantao@horizonte.example'));
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second copy, if there were one, would be out by now
    const launch = (await sentMails()).filter((mail) => mail.subject === `Novo lead — Horizonte Incorporações: ${name}`);
    expect(launch.map((mail) => mail.to).sort()).toEqual([
      expect.stringContaining('plantao@horizonte.example'),
      expect.stringContaining('vendas@horizonte.example'),
    ]);
    for (const mail of launch) {
      expect(mail.text).toContain(`Página: /lp/${page.slug}`);
      expect(mail.text).toContain('Variante: b');
    }
  });

  it('of a draft page, or a page with no recipients, goes to the agency alone', async () => {
    const page = (await create(valid({ is_published: false, lead_routing: { recipients: ['rascunho@horizonte.example'] } }), admin)).body
      .data as AnsweredPage;
    const name = `Rascunho ${letters()}`;
    await api()
      .post('/api/leads')
      .set('X-Forwarded-For', clientIp())
      .send({ data: validLead({ name, email: `${unique('r')}@teste.example`.toLowerCase(), landing_page_slug: page.slug, variant: 'a' }) });
    expect(await waitForMail((mail) => mail.subject === `Novo lead: ${name}`)).toBeDefined();
    expect((await sentMails()).filter((mail) => mail.to.includes('rascunho@horizonte.example'))).toEqual([]);
  });
});

describe("the page's own webhook", () => {
  it('is one of the registered endpoints that take landing-page leads: an unknown or unsubscribed one is refused, nothing stored', async () => {
    const other = await api()
      .post('/api/webhook-endpoints')
      .set(bearer(admin))
      .send({ data: { url: crm.url, events: ['lead.created'], description: 'Só leads do site' } });
    try {
      for (const id of [other.body.data.id, 987654]) {
        const data = valid({ lead_routing: { recipients: [], webhook_endpoint_id: id } });
        expect(refusal(await create(data, admin))).toEqual({ status: 400, message: LANDING_OWNER_MESSAGES.webhook });
        expect(await stored(String(data.slug))).toBe(0);
      }
    } finally {
      await api().delete(`/api/webhook-endpoints/${other.body.data.id}`).set(bearer(admin));
    }
  });

  it("gets each lead of the page once, signed, with the page and the variant; the endpoint can't be removed while the page uses it", async () => {
    const page = (await create(valid({ title: 'Vista do Parque', lead_routing: { recipients: [], webhook_endpoint_id: crm.id } }), admin)).body
      .data as AnsweredPage;
    const name = `Comprador ${letters()}`;
    const res = await api()
      .post('/api/leads')
      .set('X-Forwarded-For', clientIp())
      .send({ data: validLead({ name, email: `${unique('crm')}@teste.example`.toLowerCase(), landing_page_slug: page.slug, variant: 'b' }) });
    expect(res.status).toBe(201);
    const mine = () => crm.hits.filter((hit) => JSON.parse(hit.body).data.lead.name === name);
    const end = Date.now() + 15_000;
    while (mine().length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a repeat, if there were one, would be out by now
    expect(mine()).toHaveLength(1);
    const [hit] = mine();
    expect(hit.headers['alicerce-event']).toBe('landing_page.lead_created');
    expect(hit.headers['alicerce-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(hit.body).data.landing_page).toEqual({
      slug: page.slug,
      title: 'Vista do Parque',
      owner: 'Horizonte Incorporações',
      variant: 'b',
    });

    const removal = await api().delete(`/api/webhook-endpoints/${crm.id}`).set(bearer(admin));
    expect(refusal(removal)).toEqual({ status: 409, message: expect.stringContaining('“Vista do Parque”') });
    expect(removal.body.error.message).toBe(endpointInUseMessage((await pagesUsing(crm.id)).sort((a, b) => a.localeCompare(b, 'pt-BR'))));
    const unsubscribe = await api()
      .put(`/api/webhook-endpoints/${crm.id}`)
      .set(bearer(admin))
      .send({ data: { url: crm.url, events: ['lead.created'], description: 'CRM da Horizonte' } });
    expect(unsubscribe.status).toBe(409);
    const listed = (await api().get('/api/webhook-endpoints').set(bearer(admin))).body.data.find((e: { id: number }) => e.id === crm.id);
    expect(listed.events).toEqual(['landing_page.lead_created']);
  });

  it('an editor restoring an older version of the page keeps where its leads go now', async () => {
    const page = (await create(valid({ title: 'Versão com CRM', lead_routing: ROUTING }), admin)).body.data as AnsweredPage;
    const changed = await api()
      .put(`/api/landing-pages/${page.documentId}`)
      .set(bearer(admin))
      .set('If-Match', ifMatch(1))
      .send({ data: { title: 'Versão sem CRM', lead_routing: { recipients: ['comercial@horizonte.example'], webhook_endpoint_id: null } } });
    expect(changed.status).toBe(200);
    const history = (await api().get(`/api/revisions/landing_page/${page.documentId}`).set(bearer(editor))).body.data as {
      id: number;
      version: number;
    }[];
    const first = history.find((revision) => revision.version === 1)!;
    const restored = await api()
      .post(`/api/revisions/landing_page/${page.documentId}/${first.id}/restore`)
      .set(bearer(editor))
      .set('If-Match', ifMatch(2))
      .send({});
    expect(restored.status).toBe(200);
    const after = (await api().get(`/api/landing-pages/${page.documentId}?unpublished=include`).set(bearer(admin))).body.data;
    expect(after.title).toBe('Versão com CRM');
    expect(after.lead_routing).toEqual({ recipients: ['comercial@horizonte.example'], webhook_endpoint_id: null });
  });
});

/** The titles of this file's pages that send their leads to endpoint `id`, as the admin reads them. */
async function pagesUsing(id: number) {
  const titles: string[] = [];
  for (const documentId of pages) {
    const page = (await api().get(`/api/landing-pages/${documentId}?unpublished=include`).set(bearer(admin))).body.data;
    if (page?.lead_routing?.webhook_endpoint_id === id) titles.push(page.title);
  }
  return [...new Set(titles)];
}
