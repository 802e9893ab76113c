import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { adminToken, api, bearer, clientIp, editorToken, unique, validLead } from './helpers/api';
import { insertRows } from './helpers/db-rows';

// GET /api/inbox-export/:kind — the inbox's filtered set as CSV, streamed by the CMS (admins only).

const BOM = '\uFEFF';
const LEAD_HEADER =
  '"Data";"Nome";"E-mail";"Telefone";"Empresa";"Mensagem";"Página de origem";"UTM source";"UTM medium";"UTM campaign";"Status";"gclid";"gbraid";"wbraid";"fbclid";"fbc";"fbp"';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const postLead = (data: Record<string, unknown>) =>
  api()
    .post('/api/leads')
    .set('X-Forwarded-For', clientIp())
    .set('User-Agent', 'Mozilla/5.0 (teste de integracao)')
    .send({ data: validLead(data) });

const exportLeads = (query: Record<string, string>, jwt = admin) =>
  api()
    .get('/api/inbox-export/leads')
    .query(query)
    .set(bearer(jwt))
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });

/** The CSV's lines after the header (CRLF-separated, last one empty). */
const dataLines = (csv: string) => csv.split('\r\n').slice(1, -1);

describe('who may export', () => {
  it('refuses visitors and editors with 403', async () => {
    expect((await api().get('/api/inbox-export/leads')).status).toBe(403);
    expect(
      (
        await api()
          .get('/api/inbox-export/bookings')
          .set(bearer((await editorToken()).jwt))
      ).status,
    ).toBe(403);
  });
});

describe('the filtered leads as CSV', () => {
  const campaign = unique('campanha').toLowerCase();
  beforeAll(async () => {
    for (const [name, message] of [
      ['Ana Filtro', '=HYPERLINK("http://mal.example")'],
      ['Bruno Filtro', '+55 15 mensagem'],
    ]) {
      expect(
        (
          await postLead({
            name,
            email: `${name.split(' ')[0].toLowerCase()}.${campaign}@teste.example`,
            message,
            utm_source: 'google',
            utm_campaign: campaign,
          })
        ).status,
      ).toBe(201);
    }
    expect(
      (await postLead({ name: 'Carla Outra', email: `carla.${campaign}@teste.example`, utm_source: 'google', utm_campaign: `${campaign}-outra` }))
        .status,
    ).toBe(201);
  });

  it('starts with the BOM and the pt-BR header, and holds exactly the rows of the campaign, newest first', async () => {
    const res = await exportLeads({ campaign });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = res.body as string;
    expect(csv.startsWith(`${BOM}${LEAD_HEADER}\r\n`)).toBe(true);
    const lines = dataLines(csv);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Bruno Filtro"');
    expect(lines[1]).toContain('"Ana Filtro"');
    expect(csv).not.toContain('Carla Outra');
  });

  it('writes formula-looking cells as text (apostrophe first)', async () => {
    const csv = (await exportLeads({ campaign })).body as string;
    expect(csv).toContain('"\'=HYPERLINK(""http://mal.example"")"');
    expect(csv).toContain('"\'+55 15 mensagem"');
  });

  it('combines the search (name, e-mail, phone, company) and the status with the campaign', async () => {
    expect(dataLines((await exportLeads({ campaign, q: 'ana fil' })).body as string).map((line) => line.split(';')[1])).toEqual(['"Ana Filtro"']);
    expect(dataLines((await exportLeads({ campaign, status: 'won' })).body as string)).toEqual([]);
    expect(dataLines((await exportLeads({ campaign, touch: 'first' })).body as string)).toEqual([]);
  });

  it('refuses a malformed date with 400', async () => {
    expect((await exportLeads({ from: '01/03/2026' })).status).toBe(400);
  });
});

describe('a large set is streamed', () => {
  const campaign = unique('volume').toLowerCase();
  const COUNT = 2_400;
  beforeAll(async () => {
    const base = Date.UTC(2024, 0, 1);
    await insertRows(
      'leads',
      Array.from({ length: COUNT }, (_, i) => ({
        document_id: randomUUID().replace(/-/g, '').slice(0, 24),
        name: `Pessoa Volume ${i}`,
        email: `volume${i}@teste.example`,
        phone: '(15) 99999-0000',
        utm_campaign: campaign,
        lead_status: 'new',
        created_at: new Date(base + i * 60_000),
        updated_at: new Date(base + i * 60_000),
        published_at: new Date(base + i * 60_000),
      })),
    );
  });

  it('sends the headers and the first rows before the last are read: chunked, no length, many chunks, every row once', async () => {
    const url = new URL(`/api/inbox-export/leads?campaign=${campaign}`, process.env.CMS_TEST_URL);
    const { headers, chunks } = await new Promise<{ headers: http.IncomingHttpHeaders; chunks: string[] }>((resolve, reject) => {
      http
        .get(url, { headers: bearer(admin) }, (res) => {
          const received: string[] = [];
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => received.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, chunks: received }));
        })
        .on('error', reject);
    });
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    expect(chunks.length).toBeGreaterThan(1);
    const lines = dataLines(chunks.join(''));
    expect(lines).toHaveLength(COUNT);
    expect(new Set(lines).size).toBe(COUNT);
    expect(lines[0]).toContain(`"Pessoa Volume ${COUNT - 1}"`);
    expect(lines[COUNT - 1]).toContain('"Pessoa Volume 0"');
  });
});
