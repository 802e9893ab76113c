import { adminToken, api, bearer, editorToken, registeredUserToken, unique } from './helpers/api';
import { countRows, storedTime } from './helpers/db-rows';
import { insertConversion, insertCounter } from './helpers/results-rows';

/**
 * GET /api/results/report: the 'Resultados' tab. Rows are written straight into the database at chosen times
 * (a far-off month nobody else writes to), so every figure can be checked against a direct SQL count.
 */
const MONTH = { from: '2031-05-01', to: '2031-05-31' };
let admin: string;
const report = async (query: Record<string, string>) => {
  const res = await api().get('/api/results/report').query(query).set(bearer(admin));
  expect(res.status).toBe(200);
  return res.body.data;
};

const campaign = unique('lancamento').toLowerCase();
const other = unique('outra').toLowerCase();
const PAID: [string, string, string] = ['google', 'cpc', campaign];
const path = `/lp-${campaign}`;

beforeAll(async () => {
  admin = await adminToken();
  await insertCounter('2031-05-10', path, PAID, 'page_view', 7);
  await insertCounter('2031-05-11', path, PAID, 'page_view', 3);
  await insertCounter('2031-05-10', path, PAID, 'whatsapp_click', 2);
  await insertCounter('2031-05-10', path, PAID, 'agendar_click', 1);
  await insertCounter('2031-05-10', '/contato', ['meta', 'paid', other], 'page_view', 5);
  // Midnight in São Paulo is 03:00 UTC: the first lead is still 9 May there, the next two are 10 May.
  await insertConversion('leads', { at: '2031-05-10T02:59:59.000Z', first: PAID, landing: `${path}?utm_source=google` });
  await insertConversion('leads', { at: '2031-05-10T03:00:00.000Z', first: PAID, outcome: 'won', value: 1500.5, landing: `${path}?gclid=x` });
  await insertConversion('leads', {
    at: '2031-05-11T02:59:59.000Z',
    first: PAID,
    last: ['meta', 'paid', other],
    outcome: 'qualified',
    landing: path,
  });
  await insertConversion('bookings', { at: '2031-05-11T15:00:00.000Z', first: PAID, outcome: 'won', value: 2000, landing: '/agendamento' });
  await insertConversion('leads', { at: '2031-05-20T12:00:00.000Z', first: ['meta', 'paid', other], landing: '/contato' });
});

describe('GET /api/results/report', () => {
  it('counts a lead on its São Paulo day: 02:59 UTC belongs to the day before', async () => {
    const day = await report({ from: '2031-05-10', to: '2031-05-10' });
    expect(day.by_source.find((row) => row.campaign === campaign)).toMatchObject({
      views: 7,
      leads: 2,
      bookings: 0,
      qualified: 2,
      won: 1,
      value: 1500.5,
    });
    const before = await report({ from: '2031-05-09', to: '2031-05-09' });
    expect(before.by_source.find((row) => row.campaign === campaign)).toMatchObject({ views: 0, leads: 1, qualified: 0 });
  });

  it('gives the campaign its whole funnel with first touch, and moves a lead to its last-touch campaign', async () => {
    const first = await report({ ...MONTH, touch: 'first' });
    expect(first.by_source.find((row) => row.campaign === campaign)).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign,
      views: 10,
      leads: 3,
      bookings: 1,
      qualified: 3,
      won: 2,
      value: 3500.5,
      conversion_rate: 0.4,
      whatsapp_clicks: 2,
      agendar_clicks: 1,
    });
    const last = await report({ ...MONTH, touch: 'last' });
    expect(last.by_source.find((row) => row.campaign === campaign)).toMatchObject({ views: 10, leads: 2, bookings: 1, qualified: 2, won: 2 });
    expect(last.by_source.find((row) => row.campaign === other)).toMatchObject({ views: 5, leads: 2, qualified: 1, won: 0 });
  });

  it('groups landing pages by path without the query string', async () => {
    const { by_landing_page } = await report(MONTH);
    expect(by_landing_page.find((row) => row.path === path)).toEqual({
      path,
      views: 10,
      leads: 3,
      bookings: 0,
      qualified: 2,
      won: 1,
      value: 1500.5,
      conversion_rate: 0.3,
      whatsapp_clicks: 2,
      agendar_clicks: 1,
    });
  });

  it('has totals, clicks and a series that equal a direct SQL count of the stored rows', async () => {
    const data = await report(MONTH);
    const [start, end] = [storedTime('2031-05-01T03:00:00.000Z'), storedTime('2031-06-01T03:00:00.000Z')];
    const created = (table: string, extra = '') =>
      `select count(*) as count from ${table} where created_at >= '${start}' and created_at < '${end}' ${extra}`;
    const quoted = (sql: string) => (process.env.DATABASE_CLIENT === 'postgres' ? sql : sql.replace(/'(\d+)'/g, '$1'));
    const counters = (event: string) =>
      `select coalesce(sum(hits), 0) as count from analytics_counters where day between '${MONTH.from}' and '${MONTH.to}' and event = '${event}'`;
    const sql = await countRows({
      views: counters('page_view'),
      whatsapp: counters('whatsapp_click'),
      agendar: counters('agendar_click'),
      leads: quoted(created('leads')),
      bookings: quoted(created('bookings')),
      qualifiedLeads: quoted(created('leads', `and outcome in ('qualified', 'won')`)),
      qualifiedBookings: quoted(created('bookings', `and outcome in ('qualified', 'won')`)),
      wonLeads: quoted(created('leads', `and outcome = 'won'`)),
      wonBookings: quoted(created('bookings', `and outcome = 'won'`)),
      value: quoted(created('leads', `and outcome = 'won'`).replace('count(*)', 'coalesce(sum(outcome_value), 0)')),
      bookingValue: quoted(created('bookings', `and outcome = 'won'`).replace('count(*)', 'coalesce(sum(outcome_value), 0)')),
    });
    expect(data.totals).toEqual({
      views: sql.views,
      leads: sql.leads,
      bookings: sql.bookings,
      qualified: sql.qualifiedLeads + sql.qualifiedBookings,
      won: sql.wonLeads + sql.wonBookings,
      value: sql.value + sql.bookingValue,
      conversion_rate: (sql.leads + sql.bookings) / sql.views,
      spend: 0,
      cost_per_lead: null,
      cost_per_booking: null,
      roas: null,
      whatsapp_clicks: sql.whatsapp,
      agendar_clicks: sql.agendar,
    });
    expect(data.totals).toMatchObject({ views: 15, leads: 4, bookings: 1, whatsapp_clicks: 2, agendar_clicks: 1 });
    const sum = (field: string) => data.series.reduce((total, row) => total + row[field], 0);
    expect([sum('views'), sum('leads'), sum('bookings')]).toEqual([sql.views, sql.leads, sql.bookings]);
    expect(data.series.find((row) => row.period === '2031-05-10')).toEqual({ period: '2031-05-10', views: 12, leads: 2, bookings: 0 });
  });

  it('adds the days of a week up under its Monday', async () => {
    const { series } = await report({ ...MONTH, granularity: 'week' });
    // 10 May 2031 is a Saturday: its week starts on Monday 5 May; 20 May is in the week of the 19th. Every week of the
    // range has its row, the first under its Monday (28 April: 1 May is a Thursday), zeros where nothing happened.
    expect(series).toEqual([
      { period: '2031-04-28', views: 0, leads: 0, bookings: 0 },
      { period: '2031-05-05', views: 15, leads: 3, bookings: 1 },
      { period: '2031-05-12', views: 0, leads: 0, bookings: 0 },
      { period: '2031-05-19', views: 0, leads: 1, bookings: 0 },
      { period: '2031-05-26', views: 0, leads: 0, bookings: 0 },
    ]);
  });

  it('gives every day of the range its row, zeros on days without data, so sparse data still has its dates', async () => {
    const { series } = await report({ from: '2031-05-18', to: '2031-05-24' });
    expect(series.map((row) => row.period)).toEqual([
      '2031-05-18',
      '2031-05-19',
      '2031-05-20',
      '2031-05-21',
      '2031-05-22',
      '2031-05-23',
      '2031-05-24',
    ]);
    expect(series.filter((row) => row.views + row.leads + row.bookings > 0)).toEqual([{ period: '2031-05-20', views: 0, leads: 1, bookings: 0 }]);
  });

  it('answers "Nenhum dado" ranges with zeros and no rate', async () => {
    const data = await report({ from: '2031-08-01', to: '2031-08-31' });
    expect(data.totals).toMatchObject({ views: 0, leads: 0, conversion_rate: null });
    expect(data.by_source).toEqual([]);
  });

  it.each([
    ['to before from', { from: '2031-05-10', to: '2031-05-01' }],
    ['over two years', { from: '2029-01-01', to: '2031-05-01' }],
    ['a malformed date', { from: '2031-5-1', to: '2031-05-10' }],
    ['an impossible date', { from: '2031-02-30', to: '2031-03-10' }],
    ['no range', {}],
  ])('refuses %s with 400 in Portuguese', async (_name, query) => {
    const res = await api().get('/api/results/report').query(query).set(bearer(admin));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Período inválido: informe from e to (AAAA-MM-DD), com from até to e no máximo 731 dias.');
  });

  it('refuses an unknown touch or granularity with 400 in Portuguese', async () => {
    const res = await api()
      .get('/api/results/report')
      .query({ ...MONTH, touch: 'middle' })
      .set(bearer(admin));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Opção inválida: touch deve ser first ou last e granularity, day ou week.');
  });

  it('is refused to anonymous visitors, signed-in users and editors (403)', async () => {
    expect((await api().get('/api/results/report').query(MONTH)).status).toBe(403);
    const { jwt } = await registeredUserToken();
    expect((await api().get('/api/results/report').query(MONTH).set(bearer(jwt))).status).toBe(403);
    const editor = (await editorToken()).jwt;
    expect((await api().get('/api/results/report').query(MONTH).set(bearer(editor))).status).toBe(403);
  });
});
