import { randomUUID } from 'crypto';
import { adminToken, api, bearer, clientIp, validLead, waitForMail } from './helpers/api';

const postLead = (data: object, { ip = clientIp(), key }: { ip?: string; key?: string } = {}) => {
  const req = api().post('/api/leads').set('X-Forwarded-For', ip).set('User-Agent', 'Mozilla/5.0 (teste de integracao)');
  if (key) req.set('Idempotency-Key', key);
  return req.send({ data });
};

let admin: string;
const leadsByEmail = async (email: string) =>
  (
    await api()
      .get(`/api/leads?filters[email]=${encodeURIComponent(email)}`)
      .set(bearer(admin))
  ).body.data;

beforeAll(async () => {
  admin = await adminToken();
});

describe('POST /api/leads stores a valid lead', () => {
  it('answers 201 and stores every field, e-mail lowercased, status new, with attribution', async () => {
    const email = `Lead.${Date.now()}@Exemplo.COM`;
    const res = await postLead(
      validLead({ email, utm_source: 'google', utm_campaign: 'x', first_utm_source: 'google', landing_page: '/?utm_source=google&utm_campaign=x' }),
    );
    expect(res.status).toBe(201);
    const [stored] = await leadsByEmail(email.toLowerCase());
    expect(stored).toMatchObject({
      name: 'Maria Aparecida Souza',
      email: email.toLowerCase(),
      phone: '(15) 99876-5432',
      company: 'Construtora Horizonte',
      utm_source: 'google',
      utm_campaign: 'x',
      first_utm_source: 'google',
      lead_status: 'new',
    });
    expect(stored.user_agent).toBe('Mozilla/5.0 (teste de integracao)');
  });

  it('e-mails the agency about it', async () => {
    const email = `aviso.${Date.now()}@exemplo.com`;
    await postLead(validLead({ email, name: 'Carlos Notificado' }));
    const mail = await waitForMail((m) => m.subject === 'Novo lead: Carlos Notificado');
    expect(mail).toBeDefined();
    expect(mail!.to).toContain('comercial@alicerce.example');
    expect(mail!.text).toContain(email);
  });
});

describe('every lead rule answers 400 with the spec message and stores nothing', () => {
  const rules: Array<[string, Record<string, unknown>, string]> = [
    ['name too short', { name: 'A' }, 'Nome deve ter no mínimo 2 caracteres'],
    ['name missing', { name: undefined }, 'Nome deve ter no mínimo 2 caracteres'],
    ['name too long', { name: 'A'.repeat(101) }, 'Nome deve ter no máximo 100 caracteres'],
    ['name with digits', { name: 'Maria 2' }, 'Nome deve conter apenas letras'],
    ['invalid e-mail', { email: 'maria@' }, 'Email inválido'],
    ['e-mail too long', { email: `${'a'.repeat(250)}@x.com` }, 'Email deve ter no máximo 255 caracteres'],
    ['phone with letters', { phone: '15 9999-abcd' }, 'Telefone deve conter apenas números'],
    ['phone too short', { phone: '(15) 9999' }, 'Telefone deve ter no mínimo 10 dígitos'],
    ['phone too long', { phone: '1'.repeat(21) }, 'Telefone deve ter no máximo 20 caracteres'],
    ['company too long', { company: 'E'.repeat(201) }, 'Empresa deve ter no máximo 200 caracteres'],
    ['message too long', { message: 'M'.repeat(1001) }, 'Mensagem deve ter no máximo 1000 caracteres'],
  ];

  it.each(rules)('%s', async (_name, override, message) => {
    const email = `regra.${Date.now()}.${Math.random().toString(36).slice(2)}@exemplo.com`;
    const res = await postLead(validLead({ email, ...override }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await leadsByEmail(email)).toEqual([]);
  });

  it('accepts accented names and trims the fields', async () => {
    const email = `acentos.${Date.now()}@exemplo.com`;
    const res = await postLead(validLead({ name: '  Conceição Araújo  ', email: `  ${email}  ` }));
    expect(res.status).toBe(201);
    const [stored] = await leadsByEmail(email);
    expect(stored.name).toBe('Conceição Araújo');
  });
});

describe('anti-abuse', () => {
  it('a filled honeypot gets a success answer and nothing is stored', async () => {
    const email = `robo.${Date.now()}@exemplo.com`;
    const res = await postLead({ ...validLead({ email }), website_url: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await leadsByEmail(email)).toEqual([]);
  });

  it('limits one IP to the configured number of leads, then 429 in Portuguese', async () => {
    const ip = '198.51.100.77';
    const answers: number[] = [];
    let last: Awaited<ReturnType<typeof postLead>> | undefined;
    for (let i = 0; i < 22; i++) {
      last = await postLead(validLead({ email: `limite.${i}.${Date.now()}@exemplo.com` }), { ip });
      answers.push(last.status);
    }
    expect(answers.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
    expect(last?.body.error.message).toBe('Muitas solicitações. Aguarde alguns minutos e tente novamente.');
    expect((await postLead(validLead(), { ip: '198.51.100.78' })).status).toBe(201);
  });

  it('a retry with the same Idempotency-Key never creates a second lead', async () => {
    const email = `idempotente.${Date.now()}@exemplo.com`;
    const key = randomUUID();
    const first = await postLead(validLead({ email }), { key });
    const again = await Promise.all([postLead(validLead({ email }), { key }), postLead(validLead({ email }), { key })]);
    expect(first.status).toBe(201);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(again[0].body.data.documentId).toBe(first.body.data.documentId);
    expect(await leadsByEmail(email)).toHaveLength(1);
  });
});

describe('leads are private', () => {
  it('the public and signed-in non-admins cannot list or read leads', async () => {
    expect((await api().get('/api/leads')).status).toBe(403);
    const created = await postLead(validLead({ email: `privado.${Date.now()}@exemplo.com` }));
    expect((await api().get(`/api/leads/${created.body.data.documentId}`)).status).toBe(403);
    expect(
      (
        await api()
          .put(`/api/leads/${created.body.data.documentId}`)
          .send({ data: { lead_status: 'won' } })
      ).status,
    ).toBe(403);
  });

  it('the create answer carries no personal data back', async () => {
    const res = await postLead(validLead({ email: `resposta.${Date.now()}@exemplo.com` }));
    expect(Object.keys(res.body.data).sort()).toEqual(['createdAt', 'documentId', 'received']);
  });
});
