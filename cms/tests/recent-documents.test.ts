import { RECENT_DOCUMENTS_MESSAGES, type RecentDocument } from '@alicerce/domain';
import { api, bearer, clientIp, editorToken, login, registeredUserToken, setRole, unique, validCase, validLead } from './helpers/api';

// 'Abertos recentemente' (issue 57, GET/POST /api/me/recent-documents): the last five documents each person opened,
// deduplicated, newest first, per account; a deleted document drops out; leads and bookings are an admin's only.

const cases: Array<{ id: string; title: string }> = [];
let admin: string;
let lead: string;

const opened = (jwt: string, kind: string, documentId: string) => api().post('/api/me/recent-documents').set(bearer(jwt)).send({ kind, documentId });
const listOf = async (jwt: string): Promise<RecentDocument[]> => {
  const res = await api().get('/api/me/recent-documents').set(bearer(jwt));
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body.data;
};
const titles = async (jwt: string) => (await listOf(jwt)).map((entry) => entry.title);

/** Fresh admins, demoted after the suite: tests/team.test.ts needs the dev admin to be the last active one. */
const freshAdmins: number[] = [];
/** A fresh admin account (not the dev admin the other suites sign in as). */
async function freshAdmin() {
  const user = await registeredUserToken();
  await setRole(user.id, 'admin');
  freshAdmins.push(user.id);
  return { ...user, jwt: await login(user.email, 'senha-segura-1') };
}

beforeAll(async () => {
  admin = (await freshAdmin()).jwt;
  for (let n = 1; n <= 7; n++) {
    const title = `Recente ${n} ${unique('case')}`;
    const res = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ title, is_published: false }) });
    expect(res.status).toBe(201);
    cases.push({ id: res.body.data.documentId, title });
  }
  const sent = await api()
    .post('/api/leads')
    .set('X-Forwarded-For', clientIp())
    .send({ data: validLead({ name: 'Lúcia Recente' }) });
  expect(sent.status).toBe(201);
  lead = sent.body.data.documentId;
});

afterAll(async () => {
  for (const one of cases) await api().delete(`/api/cases/${one.id}`).set(bearer(admin));
  for (const id of freshAdmins) await setRole(id, 'authenticated');
});

describe('the recent documents list', () => {
  it('holds the last five opened, newest first, each once, with the path that opens it', async () => {
    const { jwt } = await editorToken();
    expect(await listOf(jwt)).toEqual([]);
    for (const one of cases.slice(0, 6)) expect((await opened(jwt, 'case', one.id)).status).toBe(204);
    expect(await titles(jwt)).toEqual(
      cases
        .slice(1, 6)
        .map((one) => one.title)
        .reverse(),
    );
    // Opening the oldest shown again moves it to the top; it is not listed twice.
    await opened(jwt, 'case', cases[1].id);
    const list = await listOf(jwt);
    expect(list.map((entry) => entry.title)).toEqual([cases[1], cases[5], cases[4], cases[3], cases[2]].map((one) => one.title));
    expect(list[0]).toMatchObject({ kind: 'case', documentId: cases[1].id, label: 'Case', path: `/admin/dashboard/cases/${cases[1].id}` });
    expect(Number.isNaN(Date.parse(list[0].openedAt))).toBe(false);
  });

  it('is each person’s own: another editor’s openings never show in it', async () => {
    const first = await editorToken();
    const second = await editorToken();
    await opened(first.jwt, 'case', cases[0].id);
    expect(await listOf(second.jwt)).toEqual([]);
    await opened(second.jwt, 'case', cases[2].id);
    expect(await titles(first.jwt)).toEqual([cases[0].title]);
    expect(await titles(second.jwt)).toEqual([cases[2].title]);
  });

  it('drops a document deleted since it was opened, and the one opened before it takes its place', async () => {
    const { jwt } = await editorToken();
    const title = `Recente apagado ${unique('case')}`;
    const created = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ title, is_published: false }) });
    for (const one of cases.slice(0, 5)) await opened(jwt, 'case', one.id);
    await opened(jwt, 'case', created.body.data.documentId);
    expect((await titles(jwt))[0]).toBe(title);
    expect((await api().delete(`/api/cases/${created.body.data.documentId}`).set(bearer(admin))).status).toBeLessThan(300);
    expect(await titles(jwt)).toEqual(
      cases
        .slice(0, 5)
        .map((one) => one.title)
        .reverse(),
    );
  });

  it('lists a lead an admin opened, and never gives an editor one', async () => {
    const person = await freshAdmin();
    expect((await opened(person.jwt, 'lead', lead)).status).toBe(204);
    const [entry] = await listOf(person.jwt);
    expect(entry).toMatchObject({ kind: 'lead', documentId: lead, label: 'Lead', path: `/admin/dashboard/leads?abrir=${lead}` });

    const { jwt } = await editorToken();
    const refused = await opened(jwt, 'lead', lead);
    expect([refused.status, refused.body.error?.message]).toEqual([403, RECENT_DOCUMENTS_MESSAGES.adminOnly]);
    expect(await listOf(jwt)).toEqual([]);

    // The admin made an editor (a role change ends the sessions): the lead they opened is no longer theirs to see.
    await setRole(person.id, 'editor');
    const demoted = await login(person.email, 'senha-segura-1');
    await opened(demoted, 'case', cases[3].id);
    expect((await listOf(demoted)).map((one) => one.kind)).toEqual(['case']);
  });

  it('refuses bad input in pt-BR, an unknown document, and anyone not signed in to the dashboard', async () => {
    const { jwt } = await editorToken();
    for (const [body, message] of [
      [{ kind: 'user', documentId: cases[0].id }, RECENT_DOCUMENTS_MESSAGES.kind],
      [{ kind: 'case', documentId: 'não é um id' }, RECENT_DOCUMENTS_MESSAGES.documentId],
      [{ kind: 'case' }, RECENT_DOCUMENTS_MESSAGES.documentId],
      [[], 'Dados inválidos.'],
    ] as const) {
      const res = await api().post('/api/me/recent-documents').set(bearer(jwt)).send(body);
      expect([res.status, res.body.error?.message]).toEqual([400, message]);
    }
    const missing = await opened(jwt, 'case', 'nao0existe0nenhum0documento');
    expect([missing.status, missing.body.error?.message]).toEqual([404, RECENT_DOCUMENTS_MESSAGES.notFound]);
    expect(await listOf(jwt)).toEqual([]);

    expect((await api().get('/api/me/recent-documents')).status).toBe(403);
    expect((await api().post('/api/me/recent-documents').send({ kind: 'case', documentId: cases[0].id })).status).toBe(403);
    const plain = await registeredUserToken();
    expect((await api().get('/api/me/recent-documents').set(bearer(plain.jwt))).status).toBe(403);
    expect((await opened(plain.jwt, 'case', cases[0].id)).status).toBe(403);
  });
});
