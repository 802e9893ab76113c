import { RESULTS_SERIES_MESSAGES as M, WITH_UNPUBLISHED_CASES } from '@alicerce/domain';

import { ANY_VERSION, adminToken, api, bearer, validCase } from './helpers/api';

/** A case's results chart as data (issue 27, item 14): stored, read back by the public, refused with a pt-BR message. */
let admin: string;
const countCases = async () =>
  (
    await api()
      .get('/api/cases')
      .query({ 'pagination[pageSize]': 1, ...WITH_UNPUBLISHED_CASES })
      .set(bearer(admin))
  ).body.meta.pagination.total;

const series = {
  title: '  Leads por mês ',
  metric: 'Leads gerados',
  format: 'number',
  points: [
    { label: 'jan/25', value: 120 },
    { label: 'fev/25', value: 185.5 },
    { label: 'mar/25', value: 240 },
  ],
};
const points = (count: number) => Array.from({ length: count }, (_, i) => ({ label: `Mês ${i + 1}`, value: i * 10 }));

beforeAll(async () => {
  admin = await adminToken();
});

it('stores a series, trimmed, and the public reads it back with the case', async () => {
  const res = await api()
    .post('/api/cases')
    .set(bearer(admin))
    .send({ data: validCase({ results_series: series }) });
  expect(res.status).toBe(201);
  const read = (await api().get(`/api/cases/${res.body.data.documentId}`)).body.data;
  expect(read.results_series).toEqual({ ...series, title: 'Leads por mês' });
  const listed = (await api().get('/api/cases').query({ 'filters[slug][$eq]': read.slug, fields: 'results_series' })).body.data;
  expect(listed[0].results_series.points).toHaveLength(3);
});

it('an update can replace the series and null removes it', async () => {
  const created = await api()
    .post('/api/cases')
    .set(bearer(admin))
    .send({ data: validCase({ results_series: series }) });
  const id = created.body.data.documentId;
  const put = (results_series: unknown) => api().put(`/api/cases/${id}`).set(bearer(admin)).set(ANY_VERSION).send({ data: { results_series } });
  expect((await put({ ...series, format: 'brl', points: points(24) })).status).toBe(200);
  expect((await api().get(`/api/cases/${id}`)).body.data.results_series).toMatchObject({ format: 'brl', points: points(24) });
  expect((await put(null)).status).toBe(200);
  expect((await api().get(`/api/cases/${id}`)).body.data.results_series).toBeNull();
});

describe('a bad series: 400 with the pt-BR message, nothing stored', () => {
  const bad: Array<[string, unknown, string]> = [
    ['a list instead of an object', [1, 2, 3], M.shape],
    ['no title', { ...series, title: '  ' }, M.title],
    ['an over-long title', { ...series, title: 'T'.repeat(121) }, M.titleLong],
    ['no metric', { ...series, metric: undefined }, M.metric],
    ['an unknown format', { ...series, format: 'dólar' }, M.format],
    ['one period', { ...series, points: points(1) }, M.tooFew],
    ['25 periods', { ...series, points: points(25) }, M.tooMany],
    [
      'a period without a label',
      {
        ...series,
        points: [
          { label: '', value: 1 },
          { label: 'b', value: 2 },
        ],
      },
      M.label,
    ],
    [
      'an over-long label',
      {
        ...series,
        points: [
          { label: 'L'.repeat(17), value: 1 },
          { label: 'b', value: 2 },
        ],
      },
      M.labelLong,
    ],
    [
      'a value as text',
      {
        ...series,
        points: [
          { label: 'a', value: '10' },
          { label: 'b', value: 2 },
        ],
      },
      M.value,
    ],
    [
      'a negative value',
      {
        ...series,
        points: [
          { label: 'a', value: -5 },
          { label: 'b', value: 2 },
        ],
      },
      M.valueRange,
    ],
  ];

  it.each(bad)('%s', async (_name, results_series, message) => {
    const before = await countCases();
    const res = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ results_series }) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await countCases()).toBe(before);
  });

  it('an update with a bad series leaves the stored one as it was', async () => {
    const created = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ results_series: series }) });
    const id = created.body.data.documentId;
    const res = await api()
      .put(`/api/cases/${id}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { results_series: { ...series, points: points(30) } } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(M.tooMany);
    expect((await api().get(`/api/cases/${id}`)).body.data.results_series.points).toHaveLength(3);
  });
});
