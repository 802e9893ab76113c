import { createHash } from 'crypto';
import { GOOGLE_CONVERSION_NAMES, googleConversionTime, saoPauloNow } from '@alicerce/domain';
import { adminToken, api, bearer, clientIp, editorToken, validLead } from './helpers/api';

/** The offline-conversion files (#15): admins only, the right rows, Google's time format, hashed e-mail and phone. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com`;
const today = () => saoPauloNow(new Date()).date;
let admin: string;

async function lead(fields: Record<string, unknown>, outcome?: { outcome: string; outcome_value?: number }) {
  const res = await api()
    .post('/api/leads')
    .set('X-Forwarded-For', clientIp())
    .send({ data: validLead({ email: uniqueEmail('conversao'), ...fields }) });
  const { documentId } = res.body.data;
  const marked = outcome ? await api().put(`/api/leads/${documentId}/outcome`).set(bearer(admin)).send({ data: outcome }) : null;
  return { documentId: documentId as string, markedAt: marked?.body.data.outcome_set_at as string };
}
const download = (which: 'google-ads' | 'meta', token: string | null = admin, range = `from=${today()}&to=${today()}`) => {
  const req = api().get(`/api/offline-conversions/${which}?${range}`);
  if (token) req.set(bearer(token));
  return req.buffer(true).parse((res, done) => {
    let text = '';
    res.on('data', (chunk) => (text += chunk));
    res.on('end', () => done(null, text));
  });
};

beforeAll(async () => {
  admin = await adminToken();
});

describe('Google Ads offline conversion CSV', () => {
  it('lists the won and qualified leads with a gclid, with Google’s time format in São Paulo time, value and BRL', async () => {
    const gclid = `Cj0-won-${Date.now()}`;
    const won = await lead({ gclid }, { outcome: 'won', outcome_value: 1500.5 });
    const qualifiedGclid = `Cj0-q-${Date.now()}`;
    await lead({ gclid: qualifiedGclid }, { outcome: 'qualified' });
    const plainGclid = `Cj0-none-${Date.now()}`;
    await lead({ gclid: plainGclid });
    const noClickEmail = uniqueEmail('sem-clique');
    await lead({ email: noClickEmail }, { outcome: 'won', outcome_value: 10 });

    const res = await download('google-ads');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="google-ads-conversoes-.*\.csv"/);
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('"Parameters:TimeZone=America/Sao_Paulo"');
    expect(lines[1]).toBe('"Google Click ID","Conversion Name","Conversion Time","Conversion Value","Conversion Currency"');
    expect(lines).toContain(`"${gclid}","${GOOGLE_CONVERSION_NAMES.won}","${googleConversionTime(new Date(won.markedAt))}","1500.5","BRL"`);
    expect(googleConversionTime(new Date(won.markedAt))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}-03:00$/);
    expect(lines.some((line) => line.startsWith(`"${qualifiedGclid}","Lead qualificado",`) && line.endsWith(',"","BRL"'))).toBe(true);
    expect(res.body).not.toContain(plainGclid);
    expect(res.body).not.toContain('@');
  });

  it('neutralises a gclid that a spreadsheet would run as a formula', async () => {
    await lead({ gclid: `=HYPERLINK("x")${Date.now()}` }, { outcome: 'won' });
    expect((await download('google-ads')).body).toMatch(/"'=HYPERLINK\(""x""\)\d+"/);
  });

  it('leaves out conversions outside the range', async () => {
    const gclid = `Cj0-range-${Date.now()}`;
    await lead({ gclid }, { outcome: 'won' });
    expect((await download('google-ads', admin, 'from=2030-01-01&to=2030-01-31')).body).not.toContain(gclid);
  });
});

describe('Meta Conversions API JSON', () => {
  it('has every qualified/won conversion with SHA-256 of the normalised e-mail and phone, fbc/fbp and the value', async () => {
    const email = uniqueEmail('Meta.Hash').replace('meta', 'META');
    const fbc = `fb.1.1764000000000.IwAR-${Date.now()}`;
    const won = await lead(
      { email: `  ${email}  `, phone: '(15) 99876-5432', fbc, fbp: 'fb.1.1764000000000.42', source_page: '/contato' },
      { outcome: 'won', outcome_value: 2000 },
    );
    const res = await download('meta');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const event = (JSON.parse(res.body as string) as { data: Array<{ event_id: string }> }).data.find(
      (e) => e.event_id === `lead-${won.documentId}-won`,
    );
    expect(event).toEqual({
      event_name: 'Purchase',
      event_time: Math.floor(new Date(won.markedAt).getTime() / 1000),
      action_source: 'website',
      event_source_url: expect.stringMatching(/^https?:\/\/[^/]+\/contato$/),
      event_id: `lead-${won.documentId}-won`,
      user_data: { em: [sha256(email.trim().toLowerCase())], ph: [sha256('5515998765432')], fbc, fbp: 'fb.1.1764000000000.42' },
      custom_data: { value: 2000, currency: 'BRL' },
    });
    expect(res.body).not.toContain(email.toLowerCase());
  });
});

describe('who may download', () => {
  it('is 403 for the public and an editor; a bad range is a pt-BR 400', async () => {
    for (const which of ['google-ads', 'meta'] as const) {
      expect((await download(which, null)).status).toBe(403);
      expect((await download(which, (await editorToken()).jwt)).status).toBe(403);
    }
    const bad = await api().get('/api/offline-conversions/google-ads?from=2026-02-30&to=2026-03-01').set(bearer(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^Período inválido/);
  });
});
