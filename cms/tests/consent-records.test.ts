import { randomUUID } from 'crypto';
import { PRIVACY_POLICY_VERSION } from '@alicerce/domain';
import { adminToken, api, bearer, clientIp, registeredUserToken } from './helpers/api';
import { selectRows } from './helpers/db-rows';

const USER_AGENT = 'Mozilla/5.0 (consentimento; teste de integracao)';

const choice = (overrides: Record<string, unknown> = {}) => ({
  consent_id: randomUUID(),
  categories: { necessary: true, analytics: true, marketing: false },
  policy_version: PRIVACY_POLICY_VERSION,
  action: 'save_preferences',
  chosen_at: new Date().toISOString(),
  ...overrides,
});

const postChoice = (data: unknown, ip = clientIp()) =>
  api().post('/api/consent-records').set('X-Forwarded-For', ip).set('User-Agent', USER_AGENT).send({ data });

let admin: string;
const lookUp = (consentId: string, token: string | null = admin) => {
  const req = api().get(`/api/consent-records?consentId=${encodeURIComponent(consentId)}`);
  return token ? req.set(bearer(token)) : req;
};

beforeAll(async () => {
  admin = await adminToken();
});

describe('POST /api/consent-records records a consent choice as proof (LGPD Art. 8 §2)', () => {
  it('answers 201 and the admin reads back the id, the categories, the policy version, the action and the time', async () => {
    const sent = choice({ action: 'accept_all', categories: { necessary: true, analytics: true, marketing: true } });
    const res = await postChoice(sent);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { received: true } });

    const found = await lookUp(sent.consent_id);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([{ ...sent, recorded_at: expect.any(String) }]);
    expect(Date.now() - Date.parse(found.body.data[0].recorded_at)).toBeLessThan(60_000);
  });

  it('stores only those fields: no IP, no user agent, nothing else the request carried', async () => {
    const ip = clientIp();
    const sent = choice();
    const res = await postChoice({ ...sent, ip, user_agent: USER_AGENT, email: 'visitante@teste.example', referrer: 'https://busca.example/' }, ip);
    expect(res.status).toBe(201);

    const rows = await selectRows(`select * from consent_records where consent_id = '${sent.consent_id}'`);
    expect(rows).toHaveLength(1);
    // Every column Strapi keeps for the row: the proof, and its own bookkeeping (ids, timestamps, panel authors).
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'action',
        'categories',
        'chosen_at',
        'consent_id',
        'created_at',
        'created_by_id',
        'document_id',
        'id',
        'locale',
        'policy_version',
        'published_at',
        'updated_at',
        'updated_by_id',
      ].sort(),
    );
    const stored = JSON.stringify(rows[0]);
    for (const leak of [ip, USER_AGENT, 'visitante@teste.example', 'busca.example']) expect(stored).not.toContain(leak);
    expect(rows[0].created_by_id ?? null).toBeNull();
  });

  it('keeps every choice under the same id, latest first: a later withdrawal is a new record', async () => {
    const consent_id = randomUUID();
    const accepted = choice({
      consent_id,
      action: 'accept_all',
      categories: { necessary: true, analytics: true, marketing: true },
      chosen_at: '2026-11-20T10:00:00.000Z',
    });
    const withdrawn = choice({
      consent_id,
      action: 'reject_all',
      categories: { necessary: true, analytics: false, marketing: false },
      chosen_at: '2026-11-21T09:30:00.000Z',
    });
    expect((await postChoice(accepted)).status).toBe(201);
    expect((await postChoice(withdrawn)).status).toBe(201);

    const found = await lookUp(consent_id.toUpperCase());
    expect(found.body.data.map((r: { action: string; categories: object }) => [r.action, r.categories])).toEqual([
      ['reject_all', withdrawn.categories],
      ['accept_all', accepted.categories],
    ]);
  });

  it('the same choice sent again (a retry from the browser queue) is stored once and answers 200', async () => {
    const sent = choice();
    expect((await postChoice(sent)).status).toBe(201);
    const [again, twice] = await Promise.all([postChoice(sent), postChoice(sent)]);
    expect([again.status, twice.status]).toEqual([200, 200]);
    expect((await lookUp(sent.consent_id)).body.data).toHaveLength(1);
  });
});

describe('a bad choice answers 400 with a pt-BR message and stores nothing', () => {
  const cases: Array<[string, unknown, string]> = [
    ['no consent id', choice({ consent_id: undefined }), 'Identificador do consentimento inválido'],
    ['a consent id that is not random (not a UUID)', choice({ consent_id: 'visitante@teste.example' }), 'Identificador do consentimento inválido'],
    ['necessary refused', choice({ categories: { necessary: false, analytics: false, marketing: false } }), 'Categorias de consentimento inválidas'],
    ['a category missing', choice({ categories: { necessary: true, analytics: true } }), 'Categorias de consentimento inválidas'],
    ['a category as text', choice({ categories: { necessary: true, analytics: 'sim', marketing: false } }), 'Categorias de consentimento inválidas'],
    [
      'a policy version that does not exist yet',
      choice({ policy_version: PRIVACY_POLICY_VERSION + 1 }),
      'Versão da política de privacidade inválida',
    ],
    ['no policy version', choice({ policy_version: undefined }), 'Versão da política de privacidade inválida'],
    ['an unknown action', choice({ action: 'ignorar' }), 'Tipo de escolha de consentimento inválido'],
    ['a time that is not a date', choice({ chosen_at: 'ontem' }), 'Data da escolha de consentimento inválida'],
    ['no data at all', undefined, 'Identificador do consentimento inválido'],
    ['a list instead of an object', [choice()], 'Dados inválidos.'],
  ];

  it.each(cases)('%s', async (_name, data, message) => {
    const res = await postChoice(data);
    expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message });
    const id = (data as { consent_id?: unknown } | undefined)?.consent_id;
    if (typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)) expect((await lookUp(id)).body.data).toEqual([]);
  });

  it('a body over 1 KB is refused with 413 before it is read', async () => {
    const res = await postChoice({ ...choice(), padding: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('Os dados enviados excedem o tamanho permitido.');
  });
});

describe('reading consent records', () => {
  it('the public and a signed-in visitor cannot read them (403); the admin can', async () => {
    const sent = choice();
    await postChoice(sent);
    const user = await registeredUserToken();
    expect((await lookUp(sent.consent_id, null)).status).toBe(403);
    expect((await lookUp(sent.consent_id, user.jwt)).status).toBe(403);
    expect((await lookUp(sent.consent_id)).body.data).toHaveLength(1);
  });

  it('the admin looks up by a consent id: none or a malformed one is a 400 in pt-BR, never the whole list', async () => {
    const none = await api().get('/api/consent-records').set(bearer(admin));
    expect({ status: none.status, message: none.body.error?.message }).toEqual({ status: 400, message: 'Identificador do consentimento inválido' });
    const malformed = await lookUp('abc');
    expect(malformed.status).toBe(400);
  });

  it('records cannot be changed or deleted through the API, not even by the admin', async () => {
    for (const method of ['put', 'delete'] as const) {
      const agent = api();
      const res = await agent[method]('/api/consent-records/1')
        .set(bearer(admin))
        .send({ data: { action: 'accept_all' } });
      expect([404, 405]).toContain(res.status);
    }
  });
});

describe('rate limit', () => {
  it('one IP may record 30 choices per window, then 429 in Portuguese', async () => {
    const ip = clientIp();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await postChoice(choice(), ip)).status);
    expect(answers.slice(0, 30).every((status) => status === 201)).toBe(true);
    const refused = await postChoice(choice(), ip);
    expect(answers[30]).toBe(429);
    expect(refused.body.error.message).toBe('Muitas solicitações. Aguarde alguns minutos e tente novamente.');
  });
});
