import { ANY_VERSION, adminToken, api, bearer, clientIp, registeredUserToken, validCase, validLead, type AuditEntry } from './helpers/api';
import { panelAdminToken } from './helpers/panel-admin';

let admin: string;
let adminName: string;
const entriesOf = async (query: string) =>
  (await api().get(`/api/audit-entries?${query}&sort=id:asc&pagination[pageSize]=100`).set(bearer(admin))).body.data as AuditEntry[];
const summary = (entries: AuditEntry[]) =>
  entries.map(({ action, subject_type, label, actor_name }) => ({ action, subject_type, label, actor_name }));

beforeAll(async () => {
  admin = await adminToken();
  adminName = (await api().get('/api/users/me').set(bearer(admin))).body.username;
});

describe('audit log', () => {
  it('records who created, changed and deleted a case, with its title and when', async () => {
    const created = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ title: 'Case Auditado' }) });
    const id = created.body.data.documentId;
    await api()
      .put(`/api/cases/${id}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { title: 'Case Auditado Revisto' } });
    await api().delete(`/api/cases/${id}`).set(bearer(admin));
    const entries = await entriesOf(`filters[subject_type][$eq]=case&filters[subject_id][$eq]=${id}`);
    expect(summary(entries)).toEqual([
      { action: 'created', subject_type: 'case', label: 'Case Auditado', actor_name: adminName },
      { action: 'updated', subject_type: 'case', label: 'Case Auditado Revisto', actor_name: adminName },
      { action: 'deleted', subject_type: 'case', label: 'Case Auditado Revisto', actor_name: adminName },
    ]);
    expect(Date.now() - new Date(entries[0].createdAt).getTime()).toBeLessThan(60_000);
  });

  it('records page section and site script changes by their pt-BR names', async () => {
    await api()
      .put('/api/page-contents/upsert')
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { page_slug: 'contato', section_key: 'hero', content_type: 'hero', content: { title: 'Fale com a gente' } } });
    await api()
      .put('/api/site-settings/upsert')
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { setting_key: 'footer_scripts', setting_value: '<!-- auditado -->' } });
    const [section] = (await entriesOf('filters[subject_type][$eq]=page_content')).slice(-1);
    const [script] = (await entriesOf('filters[subject_type][$eq]=site_setting')).slice(-1);
    expect(summary([section, script])).toEqual([
      {
        action: expect.stringMatching(/^(created|updated)$/),
        subject_type: 'page_content',
        label: 'Contato — Topo da página',
        actor_name: adminName,
      },
      { action: expect.stringMatching(/^(created|updated)$/), subject_type: 'site_setting', label: 'Scripts do rodapé', actor_name: adminName },
    ]);
  });

  it('records an article published in the Strapi panel, naming the panel account', async () => {
    const panel = await panelAdminToken();
    const cm = '/content-manager/collection-types/api::article.article';
    const draft = await api()
      .post(cm)
      .set(bearer(panel))
      .send({
        title: 'Artigo Auditado',
        slug: `artigo-auditado-${Date.now()}`,
        excerpt: 'Resumo.',
        category: 'SEO',
        published_date: '2026-01-10',
        reading_time: 3,
        body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto.' }] }],
      });
    expect(draft.status).toBe(201);
    const id = draft.body.data.documentId;
    expect((await api().post(`${cm}/${id}/actions/publish`).set(bearer(panel)).send({})).status).toBe(200);
    // Deleted again at once: other suites count the published articles.
    expect((await api().delete(`${cm}/${id}`).set(bearer(panel))).status).toBe(200);
    const entries = summary(await entriesOf(`filters[subject_type][$eq]=article&filters[subject_id][$eq]=${id}`));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['created', 'published', 'deleted']));
    expect(entries[0]).toMatchObject({ label: 'Artigo Auditado', actor_name: 'admin@alicerce.example (painel Strapi)' });
  });

  it("records a user's role change and blocking, with the username and the roles' names", async () => {
    const panel = await panelAdminToken();
    const user = await registeredUserToken();
    const roles = (await api().get('/users-permissions/roles').set(bearer(panel))).body.roles as Array<{ id: number; type: string; name: string }>;
    const adminRole = roles.find((r) => r.type === 'admin')!;
    const cm = '/content-manager/collection-types/plugin::users-permissions.user';
    const documentId = (await api().get(`${cm}?filters[id][$eq]=${user.id}`).set(bearer(panel))).body.results[0].documentId;
    expect(
      (
        await api()
          .put(`${cm}/${documentId}`)
          .set(bearer(panel))
          .send({ role: { connect: [{ id: adminRole.id }] } })
      ).status,
    ).toBe(200);
    expect((await api().put(`${cm}/${documentId}`).set(bearer(panel)).send({ blocked: true })).status).toBe(200);
    const entries = summary(await entriesOf(`filters[subject_type][$eq]=user&filters[subject_id][$eq]=${user.id}`));
    expect(entries).toEqual([
      {
        action: 'role_changed',
        subject_type: 'user',
        label: `${user.email}: Authenticated → ${adminRole.name}`,
        actor_name: 'admin@alicerce.example (painel Strapi)',
      },
      { action: 'blocked', subject_type: 'user', label: user.email, actor_name: 'admin@alicerce.example (painel Strapi)' },
    ]);
  });

  it('never holds personal data of leads: a new lead and its status change are not logged', async () => {
    const lead = await api()
      .post('/api/leads')
      .set('X-Forwarded-For', clientIp())
      .send({ data: validLead({ name: 'Rosa Sigilosa', email: 'rosa.sigilosa@teste.example' }) });
    await api()
      .put(`/api/leads/${lead.body.data.documentId}`)
      .set(bearer(admin))
      .send({ data: { lead_status: 'contacted' } });
    const all = JSON.stringify(await entriesOf('filters[id][$gt]=0'));
    expect(all).not.toContain('Rosa');
    expect(all).not.toContain('rosa.sigilosa');
  });

  it('filters by person and type, and lists who appears in the log', async () => {
    const actors = (await api().get('/api/audit-entries/actors').set(bearer(admin))).body.data as Array<{ key: string; name: string }>;
    const me = actors.find((a) => a.name === adminName)!;
    expect(me.key).toMatch(/^site:\d+$/);
    const mine = await entriesOf(`filters[actor_key][$eq]=${me.key}&filters[subject_type][$eq]=case`);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(new Set(mine.map((e) => `${e.actor_name}/${e.subject_type}`))).toEqual(new Set([`${adminName}/case`]));
  });

  it('is read by admins only: anonymous callers and signed-in users get 403, and nobody writes it through the API', async () => {
    const user = (await registeredUserToken()).jwt;
    for (const path of ['/api/audit-entries', '/api/audit-entries/actors']) {
      expect((await api().get(path)).status).toBe(403);
      expect((await api().get(path).set(bearer(user))).status).toBe(403);
    }
    const write = await api()
      .post('/api/audit-entries')
      .set(bearer(admin))
      .send({ data: { actor_key: 'x', actor_name: 'x', action: 'deleted', subject_type: 'case' } });
    expect([403, 404, 405]).toContain(write.status);
  });
});
