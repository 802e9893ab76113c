import { ANY_VERSION, adminToken, api, bearer, clientIp, validCase } from './helpers/api';
import { countRows } from './helpers/db-rows';
import { PROOF_TYPES, proofRows, uploadImage } from './helpers/proof';

/** A `data` that is not an object (a list, text, a number) is answered in pt-BR like any other bad input. */
const NOT_AN_OBJECT = 'Dados inválidos.';
const stored = () =>
  countRows({
    leads: 'select count(*) as count from leads',
    bookings: 'select count(*) as count from bookings',
    cases: 'select count(*) as count from cases',
  });

describe('a payload that is not an object → 400 "Dados inválidos.", nothing stored', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it.each([
    ['a list', []],
    ['a list of fields', [{ name: 'Maria Souza' }]],
    ['text', 'Maria Souza'],
    ['a number', 42],
    ['true', true],
  ])('POST /api/leads and /api/bookings with %s', async (_name, data) => {
    const before = await stored();
    for (const path of ['/api/leads', '/api/bookings']) {
      const res = await api().post(path).set('X-Forwarded-For', clientIp()).send({ data });
      expect({ path, status: res.status, message: res.body.error?.message }).toEqual({ path, status: 400, message: NOT_AN_OBJECT });
    }
    expect(await stored()).toEqual(before);
  });

  it('POST and PUT /api/cases as an admin with a list', async () => {
    const before = await stored();
    const create = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: [validCase()] });
    expect({ status: create.status, message: create.body.error?.message }).toEqual({ status: 400, message: NOT_AN_OBJECT });
    expect(await stored()).toEqual(before);

    const { documentId, title } = (await api().post('/api/cases').set(bearer(admin)).send({ data: validCase() })).body.data;
    const update = await api()
      .put(`/api/cases/${documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: [{ title: 'Outro título' }] });
    expect({ status: update.status, message: update.body.error?.message }).toEqual({ status: 400, message: NOT_AN_OBJECT });
    expect((await api().get(`/api/cases/${documentId}`).set(bearer(admin))).body.data.title).toBe(title);
  });

  it.each(Object.values(PROOF_TYPES).map((type) => [type.path, type] as const))('POST and PUT %s as an admin with a list', async (_path, type) => {
    const image = await uploadImage(admin);
    const before = await proofRows();
    const create = await api()
      .post(type.path)
      .set(bearer(admin))
      .send({ data: [type.valid(image)] });
    expect({ status: create.status, message: create.body.error?.message }).toEqual({ status: 400, message: NOT_AN_OBJECT });
    expect(await proofRows()).toEqual(before);

    const { documentId } = (
      await api()
        .post(type.path)
        .set(bearer(admin))
        .send({ data: type.valid(image) })
    ).body.data;
    const update = await api().put(`${type.path}/${documentId}`).set(bearer(admin)).set(ANY_VERSION).send({ data: 'texto' });
    expect({ status: update.status, message: update.body.error?.message }).toEqual({ status: 400, message: NOT_AN_OBJECT });
  });
});
