import schema from '../src/api/analytics/content-types/analytics-counter/schema.json';
import { adminToken, api, bearer, clientIp, registeredUserToken, unique } from './helpers/api';
import { countRows, runSql, selectRows } from './helpers/db-rows';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Beacon = { event?: string; path?: string; source?: string; medium?: string; campaign?: string; variant?: unknown };
/** A beacon as navigator.sendBeacon sends it: the JSON as text/plain. */
const sendBeacon = (beacon: Beacon | string, { ip = clientIp(), ua = BROWSER_UA, headers = {} as Record<string, string> } = {}) =>
  api()
    .post('/api/analytics/beacon')
    .set({ 'X-Forwarded-For': ip, 'User-Agent': ua, 'Content-Type': 'text/plain;charset=UTF-8', ...headers })
    .send(typeof beacon === 'string' ? beacon : JSON.stringify(beacon));

const view = (path: string, extra: Beacon = {}) => ({ event: 'page_view', path, ...extra });
const uniquePath = () => `/blog/${unique('stat').toLowerCase()}`;

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Yesterday to tomorrow: today in São Paulo, whatever the machine's clock zone. */
const RANGE = { from: dayOffset(-1), to: dayOffset(1) };

let admin: string;
const summary = async (range = RANGE) => {
  const res = await api().get('/api/analytics/summary').query(range).set(bearer(admin));
  expect(res.status).toBe(200);
  return res.body.data;
};
/** Hits stored for a path, read straight from the database (no API in between). */
const storedHits = async (path: string) =>
  (await countRows({ hits: `select coalesce(sum(hits), 0) as count from analytics_counters where path = '${path}'` })).hits;

beforeAll(async () => {
  admin = await adminToken();
});

describe('the analytics counter stores nothing about the visitor', () => {
  it('has only the aggregate columns: day, path, source, medium, campaign, hero variant, event and a count', () => {
    expect(Object.keys(schema.attributes).sort()).toEqual(['campaign', 'day', 'event', 'hits', 'medium', 'path', 'source', 'variant']);
  });

  it('keeps one row per day × path × source × event, with no IP or user agent in it', async () => {
    const path = uniquePath();
    for (const ip of ['198.51.100.1', '198.51.100.2'])
      expect((await sendBeacon(view(path, { source: 'google', medium: 'cpc', campaign: 'lancamento' }), { ip })).status).toBe(204);
    const { rows } = await countRows({ rows: `select count(*) as count from analytics_counters where path = '${path}'` });
    expect(rows).toBe(1);
    expect(await storedHits(path)).toBe(2);
  });
});

describe('POST /api/analytics/beacon', () => {
  it('counts a view under its first-touch source, medium and campaign (lowercased)', async () => {
    const path = uniquePath();
    await sendBeacon(view(path, { source: 'Google', medium: 'CPC', campaign: 'Lancamento-Sorocaba' }));
    const { by_source, by_path } = await summary();
    expect(by_path).toContainEqual({ path, views: 1, whatsapp_clicks: 0, agendar_clicks: 0 });
    expect(by_source.find((row) => row.campaign === 'lancamento-sorocaba')).toMatchObject({ source: 'google', medium: 'cpc' });
  });

  it('counts WhatsApp and Agendar clicks as events of the page they happened on', async () => {
    const path = uniquePath();
    await sendBeacon({ event: 'whatsapp_click', path });
    await sendBeacon({ event: 'agendar_click', path });
    await sendBeacon({ event: 'agendar_click', path });
    expect((await summary()).by_path).toContainEqual({ path, views: 0, whatsapp_clicks: 1, agendar_clicks: 2 });
  });

  it("counts a landing page's views, WhatsApp and Agendar clicks per hero variant, apart from each other", async () => {
    const path = `/lp/${unique('ab').toLowerCase()}`;
    for (const variant of ['a', 'a', 'b']) expect((await sendBeacon(view(path, { variant }))).status).toBe(204);
    await sendBeacon({ event: 'whatsapp_click', path, variant: 'b' });
    await sendBeacon({ event: 'agendar_click', path, variant: 'a' });
    await sendBeacon({ event: 'agendar_click', path, variant: 'c' });
    const data = await summary();
    expect(data.by_variant.filter((row) => row.path === path)).toEqual([
      { path, variant: 'a', views: 2, whatsapp_clicks: 0, agendar_clicks: 1 },
      { path, variant: 'b', views: 1, whatsapp_clicks: 1, agendar_clicks: 0 },
      { path, variant: 'c', views: 0, whatsapp_clicks: 0, agendar_clicks: 1 },
    ]);
    // The page's own totals still count every variant.
    expect(data.by_path).toContainEqual({ path, views: 3, whatsapp_clicks: 1, agendar_clicks: 2 });
  });

  it.each([
    ['a variant other than a, b or c', { variant: 'd' }],
    ['a variant that is not a letter', { variant: 1 }],
    ['a variant on a page that is not a landing page', { path: '/servicos', variant: 'a' }],
    ["a variant on a landing page's variant file path", { path: '/lp/pagina/__v/b', variant: 'b' }],
  ])('refuses %s (400 in Portuguese) and counts nothing', async (_name, extra) => {
    const beacon = { ...view('/lp/nao-contar'), ...extra };
    const res = await sendBeacon(beacon);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Dados de estatística inválidos.');
    expect(await storedHits(String(beacon.path))).toBe(0);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
    ['Lighthouse', 'Mozilla/5.0 (Linux; Android 11) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse'],
    ['curl', 'curl/8.5.0'],
    ['no user agent', ''],
  ])('answers %s 204 and counts nothing', async (_name, ua) => {
    const path = uniquePath();
    expect((await sendBeacon(view(path), { ua })).status).toBe(204);
    expect(await storedHits(path)).toBe(0);
  });

  it('counts nothing for /admin pages, nor when the browser sends Global Privacy Control or Do Not Track', async () => {
    for (const path of ['/admin', '/admin/dashboard']) expect((await sendBeacon(view(path))).status).toBe(204);
    const path = uniquePath();
    expect((await sendBeacon(view(path), { headers: { 'Sec-GPC': '1' } })).status).toBe(204);
    expect((await sendBeacon(view(path), { headers: { DNT: '1' } })).status).toBe(204);
    expect(await storedHits(path)).toBe(0);
    expect((await countRows({ admin: `select count(*) as count from analytics_counters where path like '/admin%'` })).admin).toBe(0);
  });

  it.each([
    ['a path with a query', view('/contato?email=maria@exemplo.com')],
    ['a full URL', view('https://evil.example/')],
    ['a path too long', view(`/${'a'.repeat(200)}`)],
    ['markup in the path', view('/<script>')],
    ['an unknown event', { event: 'purchase', path: '/' }],
    ['no path', { event: 'page_view' }],
    ['not JSON', 'path=/'],
  ])('refuses %s with 400 in Portuguese and stores nothing', async (_name, beacon) => {
    const before = (await countRows({ rows: 'select count(*) as count from analytics_counters' })).rows;
    const res = await sendBeacon(beacon);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Dados de estatística inválidos.');
    expect((await countRows({ rows: 'select count(*) as count from analytics_counters' })).rows).toBe(before);
  });

  it('caps source, medium and campaign at 100 characters', async () => {
    const path = uniquePath();
    await sendBeacon(view(path, { campaign: 'c'.repeat(5000) }));
    const { campaigns } = await countRows({
      campaigns: `select count(*) as count from analytics_counters where path = '${path}' and length(campaign) = 100`,
    });
    expect(campaigns).toBe(1);
  });

  it('limits one IP to the configured number of beacons a minute, then 429 in Portuguese', async () => {
    const ip = '198.51.100.200';
    const answers: number[] = [];
    let last: Awaited<ReturnType<typeof sendBeacon>> | undefined;
    for (let i = 0; i < 42; i++) {
      last = await sendBeacon(view('/'), { ip });
      answers.push(last.status);
    }
    expect(answers.slice(0, 40).every((status) => status === 204)).toBe(true);
    expect(answers.slice(40)).toEqual([429, 429]);
    expect(last?.body.error.message).toBe('Muitas solicitações. Aguarde alguns minutos e tente novamente.');
  });

  it('loses no count when 30 beacons for the same counter arrive at once', async () => {
    const path = uniquePath();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => sendBeacon(view(path, { source: 'meta', campaign: 'simultaneo' }), { ip: `198.51.100.${10 + i}` })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(204));
    expect(await storedHits(path)).toBe(30);
    expect((await countRows({ rows: `select count(*) as count from analytics_counters where path = '${path}'` })).rows).toBe(1);
  });
});

describe('the daily rollups the summary and the Resultados report read (bootstrap/analytics-rollups.ts)', () => {
  const SUMS = ['views', 'whatsapp_clicks', 'agendar_clicks'];
  const direct = `sum(case when event = 'page_view' then hits else 0 end) as views, sum(case when event = 'whatsapp_click' then hits else 0 end) as whatsapp_clicks, sum(case when event = 'agendar_click' then hits else 0 end) as agendar_clicks`;
  /** Rows as numbers and strings (PostgreSQL answers sums as strings), for an exact comparison. */
  const read = async (sql: string) =>
    (await selectRows(sql)).map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, SUMS.includes(key) ? Number(value) : String(value)])),
    );
  const NONZERO = 'views + whatsapp_clicks + agendar_clicks > 0';
  /** The rollups against the counters, key by key (a rollup row left at zero by a moved or deleted counter is no key). */
  const compare = async (campaign: string, paths: string[]) => {
    const inPaths = `path in (${paths.map((path) => `'${path}'`).join(', ')})`;
    expect(
      await read(
        `select day, path, views, whatsapp_clicks, agendar_clicks from analytics_day_paths where ${inPaths} and ${NONZERO} order by day, path`,
      ),
    ).toEqual(await read(`select day, path, ${direct} from analytics_counters where ${inPaths} group by day, path order by day, path`));
    const ofCampaign = `campaign = '${campaign}'`;
    expect(
      await read(
        `select day, source, medium, campaign, views, whatsapp_clicks, agendar_clicks from analytics_day_sources where ${ofCampaign} and ${NONZERO} order by day, source, medium`,
      ),
    ).toEqual(
      await read(
        `select day, source, medium, campaign, ${direct} from analytics_counters where ${ofCampaign} group by day, source, medium, campaign order by day, source, medium`,
      ),
    );
  };

  it('equal a direct SQL sum of the counters per day × path and per day × source after several beacons', async () => {
    const campaign = unique('rollup').toLowerCase();
    const paths = [uniquePath(), uniquePath()];
    for (const path of paths) {
      for (const source of ['google', 'meta', 'google']) await sendBeacon(view(path, { source, medium: 'cpc', campaign }));
      await sendBeacon({ event: 'whatsapp_click', path, source: 'google', medium: 'cpc', campaign });
      await sendBeacon({ event: 'agendar_click', path, source: 'meta', medium: 'cpc', campaign });
      await sendBeacon({ event: 'agendar_click', path, source: 'meta', medium: 'cpc', campaign });
    }
    const [row] = await read(
      `select views, whatsapp_clicks, agendar_clicks from analytics_day_sources where campaign = '${campaign}' and source = 'meta'`,
    );
    expect(row).toEqual({ views: 2, whatsapp_clicks: 0, agendar_clicks: 4 });
    await compare(campaign, paths);
  });

  it('follow counters written, changed and deleted straight in the database (as the volume seed writes them)', async () => {
    const campaign = unique('rollup-sql').toLowerCase();
    const path = uniquePath();
    const insert = (day: string, event: string, hits: number) =>
      runSql(
        `insert into analytics_counters (document_id, day, path, source, medium, campaign, event, hits) values (?, ?, ?, 'newsletter', 'email', ?, ?, ?)`,
        [unique('doc'), day, path, campaign, event, hits],
      );
    await insert('2031-03-01', 'page_view', 7);
    await insert('2031-03-01', 'whatsapp_click', 2);
    await insert('2031-03-02', 'page_view', 5);
    await runSql(`update analytics_counters set hits = hits + 10 where path = ? and event = 'page_view' and day = '2031-03-01'`, [path]);
    await runSql(`update analytics_counters set day = '2031-03-03' where path = ? and day = '2031-03-02'`, [path]);
    await runSql(`delete from analytics_counters where path = ? and event = 'whatsapp_click'`, [path]);
    await compare(campaign, [path]);
    expect(await read(`select day, views, whatsapp_clicks from analytics_day_paths where path = '${path}' order by day`)).toEqual([
      { day: '2031-03-01', views: 17, whatsapp_clicks: 0 },
      { day: '2031-03-02', views: 0, whatsapp_clicks: 0 },
      { day: '2031-03-03', views: 5, whatsapp_clicks: 0 },
    ]);
  });
});

describe('GET /api/analytics/summary', () => {
  it('is refused to anonymous visitors and to signed-in users who are not admins (403)', async () => {
    expect((await api().get('/api/analytics/summary').query(RANGE)).status).toBe(403);
    const { jwt } = await registeredUserToken();
    expect((await api().get('/api/analytics/summary').query(RANGE).set(bearer(jwt))).status).toBe(403);
  });

  it('gives totals, days, paths and sources that equal a direct SQL count of the stored counters', async () => {
    await sendBeacon(view(uniquePath(), { source: 'google', medium: 'cpc', campaign: 'conferencia' }));
    await sendBeacon({ event: 'whatsapp_click', path: uniquePath(), source: 'google', medium: 'cpc', campaign: 'conferencia' });
    const data = await summary();
    const where = `day between '${RANGE.from}' and '${RANGE.to}'`;
    const sql = await countRows({
      views: `select coalesce(sum(hits), 0) as count from analytics_counters where ${where} and event = 'page_view'`,
      whatsapp: `select coalesce(sum(hits), 0) as count from analytics_counters where ${where} and event = 'whatsapp_click'`,
      agendar: `select coalesce(sum(hits), 0) as count from analytics_counters where ${where} and event = 'agendar_click'`,
      campaignViews: `select coalesce(sum(hits), 0) as count from analytics_counters where ${where} and event = 'page_view' and campaign = 'conferencia'`,
    });
    expect(data.totals).toEqual({ views: sql.views, whatsapp_clicks: sql.whatsapp, agendar_clicks: sql.agendar });
    const sum = (rows: Array<{ views: number }>) => rows.reduce((total, row) => total + row.views, 0);
    expect(sum(data.by_day)).toBe(sql.views);
    expect(sum(data.by_path)).toBe(sql.views);
    expect(sum(data.by_source)).toBe(sql.views);
    expect(data.by_source.find((row) => row.source === 'google' && row.medium === 'cpc' && row.campaign === 'conferencia').views).toBe(
      sql.campaignViews,
    );
  });

  it('counts nothing outside the range', async () => {
    expect((await summary({ from: '2020-01-01', to: '2020-01-31' })).totals).toEqual({ views: 0, whatsapp_clicks: 0, agendar_clicks: 0 });
  });

  it.each([
    ['no dates', {}],
    ['an impossible date', { from: '2026-02-30', to: '2026-03-01' }],
    ['from after to', { from: '2026-03-02', to: '2026-03-01' }],
    ['more than 366 days', { from: '2024-01-01', to: '2025-12-31' }],
  ])('refuses %s with 400 in Portuguese', async (_name, range) => {
    const res = await api().get('/api/analytics/summary').query(range).set(bearer(admin));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Período inválido: informe from e to (AAAA-MM-DD), com no máximo 366 dias.');
  });
});
