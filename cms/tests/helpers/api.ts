import request from 'supertest';
import { addDays, isWeekday, saoPauloNow } from '@alicerce/domain';

export const DEV_ADMIN = { email: 'admin@alicerce.example', password: 'Alicerce@2026' };

export const api = () => request(process.env.CMS_TEST_URL!);

let counter = 0;
/** A unique suffix per call, so tests never collide on natural keys. */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

export async function login(email: string, password: string): Promise<string> {
  const res = await api().post('/api/auth/local').send({ identifier: email, password });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.jwt;
}

export const adminToken = () => login(DEV_ADMIN.email, DEV_ADMIN.password);

/** A fresh self-registered account (the plain authenticated role). */
export async function registeredUserToken(): Promise<{ jwt: string; id: number; email: string }> {
  const email = `${unique('user')}@teste.example`.toLowerCase();
  const res = await api().post('/api/auth/local/register').send({ username: email, email, password: 'senha-segura-1' });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { jwt: res.body.jwt, id: res.body.user.id, email };
}

export const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

export function validCase(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Lançamento Residencial Teste',
    slug: unique('case').toLowerCase(),
    client_name: 'Incorporadora Exemplo',
    segment: 'Incorporadora',
    platform: 'Google Ads',
    property_type: 'Apartamentos',
    short_description: 'Campanha de lançamento com foco em leads qualificados.',
    challenge: 'Gerar demanda qualificada em 60 dias.',
    strategy: ['Pesquisa de palavras-chave', 'Landing page dedicada'],
    results: { 'Leads gerados': '850', 'Custo por lead': 'R$ 21,00' },
    gallery_images: [],
    is_published: true,
    ...overrides,
  };
}

export type SentMail = { to: string; subject: string; text: string; attachments: Array<{ filename: string; content: string; contentType?: string }> };

/** An entry of a content-API answer as a test reads it (supertest types a body as any): its id, the other fields by name. */
export type ApiEntry = { documentId: string } & Record<string, unknown>;

/**
 * A landing page as the API answers it, in the fields the tests read: each block carries only its own type's fields,
 * with `image_url` beside each image and the proof blocks' rows as `items`.
 */
export type AnsweredBlock = {
  type: string;
  images?: Array<{ image: unknown; alt: string; image_url: string | null }>;
  variants?: Array<{ key: string; headline: string; image_url: string | null }>;
  items?: unknown[];
};
export type AnsweredPage = ApiEntry & { slug: string; title: string; is_published: boolean; blocks: AnsweredBlock[] };

/** An entry of the audit log as GET /api/audit-entries answers it. */
export type AuditEntry = {
  id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  label: string | null;
  actor_key: string;
  actor_name: string;
  createdAt: string;
};

/** E-mails the CMS has sent during this run, as the SMTP sink received them. */
export async function sentMails(): Promise<SentMail[]> {
  return (await (await fetch(`${process.env.MAIL_API_URL}/api/messages`)).json()) as SentMail[];
}

/** Waits (up to 5 s) for a sent e-mail matching `predicate`. */
export async function waitForMail(predicate: (mail: SentMail) => boolean): Promise<SentMail | undefined> {
  for (let i = 0; i < 50; i++) {
    const found = (await sentMails()).find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

let ipCounter = 0;
/** A distinct client IP per test (the CMS trusts one proxy hop), so per-IP limits don't couple tests. */
export const clientIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;

export function validLead(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria Aparecida Souza',
    email: 'maria.souza@construtora.example',
    phone: '(15) 99876-5432',
    company: 'Construtora Horizonte',
    message: 'Queremos lançar um residencial em Sorocaba no próximo semestre.',
    source_page: '/contato',
    ...overrides,
  };
}

/** The n-th weekday after today in Sao Paulo (n ≥ 1): distinct n, distinct dates, so tests never share a slot. */
export function nthWeekday(n: number): string {
  let date = saoPauloNow(new Date()).date;
  for (let found = 0; found < n;) {
    date = addDays(date, 1);
    if (isWeekday(date)) found++;
  }
  return date;
}

/** Gives an account a role through the Equipe tab's API, as the dev admin does in the dashboard. */
export async function setRole(userId: number, role: 'authenticated' | 'editor' | 'admin') {
  const res = await api()
    .put(`/api/team/members/${userId}`)
    .set(bearer(await adminToken()))
    .send({ data: { role } });
  if (res.status !== 200) throw new Error(`role change failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A fresh account in the editor role, signed in after the promotion (a role change ends the account's sessions). */
export async function editorToken(): Promise<{ jwt: string; id: number; email: string }> {
  const user = await registeredUserToken();
  await setRole(user.id, 'editor');
  return { ...user, jwt: await login(user.email, 'senha-segura-1') };
}

/**
 * The header of a test's own writes that are not about versions (If-Match: *, cms/src/editing): over whatever version
 * is stored, knowingly. edit-versions.test.ts sends real versions.
 */
export const ANY_VERSION = { 'If-Match': '*' } as const;
