import type { DashboardHome } from '@alicerce/domain';
import { ANY_VERSION, adminToken, api, bearer, clientIp, editorToken, unique, validCase, validLead } from './helpers/api';

/**
 * Issue 57, 'Início': GET /api/dashboard-home answers the content blocks to every team member and the funnel to admins
 * only — an editor's answer carries no lead, booking or delivery, whatever the browser asks; the public is refused.
 */
let admin: string;
let editor: string;
beforeAll(async () => {
  admin = await adminToken();
  editor = (await editorToken()).jwt;
});

const home = async (jwt: string) => {
  const res = await api().get('/api/dashboard-home').set(bearer(jwt));
  expect(res.status).toBe(200);
  return res.body.data as DashboardHome;
};

describe('Início', () => {
  it('is refused to the public and to a signed-in visitor without a team role', async () => {
    expect((await api().get('/api/dashboard-home')).status).toBe(403);
  });

  it("counts a new lead in today's and this week's figures and lists it among the leads not yet contacted", async () => {
    const before = (await home(admin)).funnel!;
    const name = `Lead Inicio ${unique('x')
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`;
    const lead = await api()
      .post('/api/leads')
      .set('X-Forwarded-For', clientIp())
      .send({ data: validLead({ name, email: `${unique('inicio')}@teste.example`.toLowerCase() }) });
    expect(lead.status).toBe(201);
    const after = (await home(admin)).funnel!;
    expect(after.leads.today.current).toBe(before.leads.today.current + 1);
    expect(after.leads.week.current).toBe(before.leads.week.current + 1);
    expect(after.uncontacted.total).toBe(before.uncontacted.total + 1);
    // The oldest wait first: a lead just in is listed only while fewer than five older ones wait.
    const createdAts = after.uncontacted.items.map((item) => item.createdAt);
    expect(createdAts).toEqual([...createdAts].sort());

    const contacted = await api()
      .put(`/api/leads/${lead.body.data.documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { lead_status: 'contacted' } });
    expect(contacted.status).toBe(200);
    expect((await home(admin)).funnel!.uncontacted.total).toBe(before.uncontacted.total);
  });

  it("an editor's answer has the content blocks and no funnel; a draft case shows first among the drafts", async () => {
    const draft = await api()
      .post('/api/cases')
      .set(bearer(editor))
      .send({ data: validCase({ title: 'Rascunho do Início', is_published: false }) });
    expect(draft.status).toBe(201);
    try {
      const answer = await home(editor);
      expect(answer.funnel).toBeNull();
      expect(JSON.stringify(answer)).not.toMatch(/@teste\.example|Lead Inicio/);
      expect(answer.content.drafts.items[0]).toMatchObject({ subject: 'case', documentId: draft.body.data.documentId, title: 'Rascunho do Início' });
      expect(answer.content.drafts.total).toBeGreaterThanOrEqual(1);
    } finally {
      await api().delete(`/api/cases/${draft.body.data.documentId}`).set(bearer(editor));
    }
  });
});
