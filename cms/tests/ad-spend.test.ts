import { adminToken, api, bearer, editorToken, registeredUserToken, unique } from './helpers/api';
import { countRows } from './helpers/db-rows';
import { insertConversion } from './helpers/results-rows';

/** The ad spend typed in the 'Resultados' tab, and the cost per lead / booking and ROAS the report derives from it. */
let admin: string;
const campaign = unique('feirao').toLowerCase();
const put = (data: Record<string, unknown>, jwt = admin) => api().put('/api/ad-spends').set(bearer(jwt)).send({ data });
const storedRows = async (name: string) => (await countRows({ rows: `select count(*) as count from ad_spends where campaign = '${name}'` })).rows;

beforeAll(async () => {
  admin = await adminToken();
  // September 2031: two leads (one won for R$ 3.000) and one booking of the campaign.
  await insertConversion('leads', { at: '2031-09-10T15:00:00.000Z', first: ['google', 'cpc', campaign], outcome: 'won', value: 3000 });
  await insertConversion('leads', { at: '2031-09-12T15:00:00.000Z', first: ['meta', 'paid', campaign] });
  await insertConversion('bookings', { at: '2031-09-15T15:00:00.000Z', first: ['google', 'cpc', campaign] });
});

describe('PUT /api/ad-spends', () => {
  it('keeps one amount per campaign and month: typing it again replaces it', async () => {
    expect((await put({ campaign: campaign.toUpperCase(), month: '2031-09', amount: 500 })).status).toBe(200);
    const res = await put({ campaign, month: '2031-09', amount: 600 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ campaign, month: '2031-09', amount: 600 });
    expect(await storedRows(campaign)).toBe(1);
  });

  it('ten saves of one campaign and month at once still leave one row, holding one of the amounts sent', async () => {
    const name = unique('simultaneo').toLowerCase();
    const amounts = Array.from({ length: 10 }, (_, i) => 100 + i);
    const answers = await Promise.all(amounts.map((amount) => put({ campaign: name, month: '2031-08', amount })));
    expect(answers.map((res) => res.status)).toEqual(amounts.map(() => 200));
    expect(await storedRows(name)).toBe(1);
    const listed = await api().get('/api/ad-spends').query({ from: '2031-08-01', to: '2031-08-31' }).set(bearer(admin));
    const rows = listed.body.data.filter((spend: { campaign: string }) => spend.campaign === name);
    expect(rows).toHaveLength(1);
    expect(amounts).toContain(rows[0].amount);
  });

  it.each([
    ['no campaign', { month: '2031-09', amount: 10 }, 'Informe a campanha (até 100 caracteres).'],
    ['a campaign too long', { campaign: 'c'.repeat(101), month: '2031-09', amount: 10 }, 'Informe a campanha (até 100 caracteres).'],
    ['a month without its year', { campaign: 'x', month: '09/2031', amount: 10 }, 'Mês inválido: use AAAA-MM.'],
    ['month 13', { campaign: 'x', month: '2031-13', amount: 10 }, 'Mês inválido: use AAAA-MM.'],
    [
      'a negative amount',
      { campaign: 'x', month: '2031-09', amount: -1 },
      'Valor inválido: informe um valor em R$ entre 0 e 100.000.000, com até 2 casas decimais.',
    ],
    [
      'fractions of a cent',
      { campaign: 'x', month: '2031-09', amount: 10.001 },
      'Valor inválido: informe um valor em R$ entre 0 e 100.000.000, com até 2 casas decimais.',
    ],
    [
      'an amount as text',
      { campaign: 'x', month: '2031-09', amount: 'dez' },
      'Valor inválido: informe um valor em R$ entre 0 e 100.000.000, com até 2 casas decimais.',
    ],
  ])('refuses %s with 400 in Portuguese', async (_name, data, message) => {
    const res = await put(data);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('is refused to anonymous visitors, signed-in users and editors (403), for reads, writes and deletes', async () => {
    const { jwt } = await registeredUserToken();
    const editor = (await editorToken()).jwt;
    expect(
      (
        await api()
          .put('/api/ad-spends')
          .send({ data: { campaign, month: '2031-09', amount: 1 } })
      ).status,
    ).toBe(403);
    for (const token of [jwt, editor]) {
      expect((await put({ campaign, month: '2031-09', amount: 1 }, token)).status).toBe(403);
      expect((await api().get('/api/ad-spends').query({ from: '2031-09-01', to: '2031-09-30' }).set(bearer(token))).status).toBe(403);
      expect((await api().delete('/api/ad-spends/abc').set(bearer(token))).status).toBe(403);
    }
  });
});

describe('GET /api/ad-spends', () => {
  it('lists by month, then campaign, each row as { documentId, campaign, month, amount }', async () => {
    const [first, second] = [unique('ordem-a').toLowerCase(), unique('ordem-b').toLowerCase()];
    for (const [name, month, amount] of [
      [second, '2031-12', 1],
      [first, '2031-12', 2.5],
      [second, '2031-11', 3],
    ] as const) {
      expect((await put({ campaign: name, month, amount })).status).toBe(200);
    }
    const listed = await api().get('/api/ad-spends').query({ from: '2031-11-01', to: '2031-12-31' }).set(bearer(admin));
    expect(listed.status).toBe(200);
    const mine = (listed.body.data as Array<{ campaign: string }>).filter((spend) => spend.campaign === first || spend.campaign === second);
    expect(mine).toEqual([
      { documentId: expect.any(String), campaign: second, month: '2031-11', amount: 3 },
      { documentId: expect.any(String), campaign: first, month: '2031-12', amount: 2.5 },
      { documentId: expect.any(String), campaign: second, month: '2031-12', amount: 1 },
    ]);
    const outside = await api().get('/api/ad-spends').query({ from: '2031-10-01', to: '2031-10-31' }).set(bearer(admin));
    expect((outside.body.data as Array<{ campaign: string }>).some((spend) => spend.campaign === first || spend.campaign === second)).toBe(false);
  });
});

describe('the report with ad spend', () => {
  it('gives the campaign its cost per lead, cost per booking and ROAS, and the same in total', async () => {
    await put({ campaign, month: '2031-09', amount: 600 });
    const res = await api().get('/api/results/report').query({ from: '2031-09-01', to: '2031-09-30' }).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.by_campaign.find((row) => row.campaign === campaign)).toEqual({
      campaign,
      leads: 2,
      bookings: 1,
      value: 3000,
      spend: 600,
      cost_per_lead: 300,
      cost_per_booking: 600,
      roas: 5,
    });
    expect(res.body.data.totals).toMatchObject({
      spend: 600,
      leads: 2,
      bookings: 1,
      value: 3000,
      cost_per_lead: 300,
      cost_per_booking: 600,
      roas: 5,
    });
  });

  it('lists the months the range touches, and deletes one', async () => {
    const listed = await api().get('/api/ad-spends').query({ from: '2031-09-15', to: '2031-10-02' }).set(bearer(admin));
    const row = listed.body.data.find((spend) => spend.campaign === campaign);
    expect(row).toMatchObject({ month: '2031-09', amount: 600 });
    expect((await api().delete(`/api/ad-spends/${row.documentId}`).set(bearer(admin))).status).toBe(204);
    expect(await storedRows(campaign)).toBe(0);
    expect((await api().delete(`/api/ad-spends/${row.documentId}`).set(bearer(admin))).status).toBe(404);
  });
});
