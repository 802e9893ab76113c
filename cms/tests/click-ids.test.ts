import { CLICK_ID_MESSAGE } from '@alicerce/domain';
import { adminToken, api, bearer, clientIp, nthWeekday, validLead } from './helpers/api';

/** Ad click IDs (#15) arrive with a public lead or booking: stored whole, or the request refused whole in pt-BR. */
const post = (path: string, data: object) =>
  api().post(path).set('X-Forwarded-For', clientIp()).set('User-Agent', 'Mozilla/5.0 (teste de click ids)').send({ data });

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com`;
const IDS = {
  gclid: 'Cj0KCQiA-abc_123',
  gbraid: '0AAAAADx-gbraid',
  wbraid: 'CkwKCAiA-wbraid',
  fbclid: 'IwAR2-fbclid_x',
  fbc: 'fb.1.1764000000000.IwAR2-fbclid_x',
  fbp: 'fb.1.1764000000000.1116446470',
};

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});
const stored = async (kind: 'leads' | 'bookings', email: string) =>
  (
    await api()
      .get(`/api/${kind}?filters[email]=${encodeURIComponent(email)}`)
      .set(bearer(admin))
  ).body.data as Array<Record<string, unknown>>;

describe('click IDs sent with a lead or a booking', () => {
  it('stores all six on a lead, trimmed', async () => {
    const email = uniqueEmail('clique');
    const res = await post('/api/leads', validLead({ email, ...IDS, gclid: `  ${IDS.gclid}  ` }));
    expect(res.status).toBe(201);
    const [lead] = await stored('leads', email);
    expect(lead).toMatchObject(IDS);
  });

  it('stores them on a booking', async () => {
    const email = uniqueEmail('clique-reserva');
    const booking = {
      name: 'Joana Ribeiro',
      email,
      phone: '(15) 99876-1111',
      date: nthWeekday(17),
      time: '14:30',
      source_page: 'agendamento',
      ...IDS,
    };
    const res = await post('/api/bookings', booking);
    expect(res.status).toBe(201);
    const [row] = await stored('bookings', email);
    expect(row).toMatchObject(IDS);
  });

  const forged: Array<[string, string]> = [
    ['over 255 characters', 'a'.repeat(256)],
    ['a line break', 'abc\ndef'],
    ['a tab inside', 'abc\tdef'],
    ['a control character', 'abc\u0007def'],
    ['a space inside', 'abc def'],
    ['non-ASCII text', 'abc–déf'],
  ];
  it.each(forged)('refuses %s with a pt-BR 400 and stores nothing', async (_case, gclid) => {
    const email = uniqueEmail('forjado');
    const res = await post('/api/leads', validLead({ email, gclid }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CLICK_ID_MESSAGE);
    expect(await stored('leads', email)).toHaveLength(0);
  });

  it('refuses a click ID that is not text', async () => {
    const res = await post('/api/leads', validLead({ email: uniqueEmail('objeto'), fbp: { $ne: null } }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CLICK_ID_MESSAGE);
  });
});
