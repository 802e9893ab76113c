import { randomUUID } from 'crypto';
import { ANY_VERSION, adminToken, api, bearer, editorToken, registeredUserToken, unique, validCase } from './helpers/api';
import { PROOF_TYPES, uploadImage, type ProofType } from './helpers/proof';

/**
 * Role × route × method → status, against the real server. `anon` has no token, `user` is a
 * self-registered account (authenticated role), `editor` an account an admin made editor (editor role),
 * `admin` is the seeded dev admin (admin role).
 */
type Role = 'anon' | 'user' | 'editor' | 'admin';
type Cell = { name: string; method: 'get' | 'post' | 'put' | 'delete'; path: () => string; body?: () => object; expect: Record<Role, number> };
const ROLES: Role[] = ['anon', 'user', 'editor', 'admin'];

let tokens: Record<Role, string | null>;
let existingCase: string;
let existingLead: string;
let teamMember: number;
/** One case per caller for the delete row (an editor's delete must not leave the admin a 404). */
const deletableCases: string[] = [];
const deletableSections: string[] = [];
let consentId: string;
/** The proof types (testimonials, clients, team members): an image for their rows, one row to change, one per caller to delete. */
let proofImage: number;
const proofRow: Partial<Record<ProofType, string>> = {};
const deletableProof: Record<ProofType, string[]> = { testimonial: [], client: [], 'team-member': [] };

beforeAll(async () => {
  tokens = { anon: null, user: (await registeredUserToken()).jwt, editor: (await editorToken()).jwt, admin: await adminToken() };
  const created = await api().post('/api/cases').set(bearer(tokens.admin!)).send({ data: validCase() });
  existingCase = created.body.data.documentId;
  for (const _ of ROLES)
    deletableCases.push((await api().post('/api/cases').set(bearer(tokens.admin!)).send({ data: validCase() })).body.data.documentId);
  teamMember = (await registeredUserToken()).id;
  for (const role of ROLES) {
    const section = { page_slug: 'blog', section_key: `matrix_delete_${role}_${process.pid}`, content_type: 'cta', content: {} };
    deletableSections.push(
      (await api().put('/api/page-contents/upsert').set(bearer(tokens.admin!)).set(ANY_VERSION).send({ data: section })).body.data.documentId,
    );
  }
  const lead = await api()
    .post('/api/leads')
    .set('X-Forwarded-For', '192.0.2.10')
    .send({ data: { name: 'Paulo Matriz', email: 'paulo.matriz@teste.example', phone: '(15) 99999-1234' } });
  existingLead = lead.body.data.documentId;
  consentId = randomUUID();
  proofImage = await uploadImage(tokens.admin!);
  for (const type of Object.keys(PROOF_TYPES) as ProofType[]) {
    const make = async () =>
      (
        await api()
          .post(PROOF_TYPES[type].path)
          .set(bearer(tokens.admin!))
          .send({ data: PROOF_TYPES[type].valid(proofImage) })
      ).body.data.documentId;
    proofRow[type] = await make();
    for (const _ of ROLES) deletableProof[type].push(await make());
  }
});

const READ = { anon: 200, user: 200, editor: 200, admin: 200 };
const ADMIN_ONLY = (ok: number) => ({ anon: 403, user: 403, editor: 403, admin: ok });
/** Site content: cases with their media, page contents (editors and admins). */
const CONTENT = (ok: number) => ({ anon: 403, user: 403, editor: ok, admin: ok });
const NOBODY = { anon: 403, user: 403, editor: 403, admin: 403 };
const SIGNED_IN = { anon: 403, user: 200, editor: 200, admin: 200 };

const matrix: Cell[] = [
  { name: 'list cases', method: 'get', path: () => '/api/cases', expect: READ },
  { name: 'read one case', method: 'get', path: () => `/api/cases/${existingCase}`, expect: READ },
  { name: 'create case', method: 'post', path: () => '/api/cases', body: () => ({ data: validCase() }), expect: CONTENT(201) },
  {
    name: 'update case',
    method: 'put',
    path: () => `/api/cases/${existingCase}`,
    body: () => ({ data: { title: 'Título revisado' } }),
    expect: CONTENT(200),
  },
  { name: 'list page contents', method: 'get', path: () => '/api/page-contents', expect: READ },
  {
    name: 'upsert page content',
    method: 'put',
    path: () => '/api/page-contents/upsert',
    body: () => ({ data: { page_slug: 'blog', section_key: 'matrix_probe', content_type: 'cta', content: { title: 'Teste' } } }),
    expect: CONTENT(200),
  },
  {
    name: 'core create page content (only upsert is exposed)',
    method: 'post',
    path: () => '/api/page-contents',
    body: () => ({ data: { page_slug: 'blog', section_key: 'direct_create', content_type: 'cta', content: {} } }),
    expect: NOBODY,
  },
  { name: 'list site settings', method: 'get', path: () => '/api/site-settings', expect: READ },
  {
    name: 'upsert site setting',
    method: 'put',
    path: () => '/api/site-settings/upsert',
    body: () => ({ data: { setting_key: 'footer_scripts', setting_value: '<!-- rodapé -->' } }),
    expect: ADMIN_ONLY(200),
  },
  { name: 'list articles', method: 'get', path: () => '/api/articles', expect: READ },
  { name: 'list every article for the Blog tab (drafts, scheduled)', method: 'get', path: () => '/api/articles/editor', expect: CONTENT(200) },
  // An empty article: the role check answers first (403), then the rules (400) — who may write articles.
  {
    name: 'create article (empty, refused by the rules)',
    method: 'post',
    path: () => '/api/articles',
    body: () => ({ data: {} }),
    expect: CONTENT(400),
  },
  { name: 'live sitemap', method: 'get', path: () => '/api/sitemap.xml', expect: READ },
  { name: 'company contact', method: 'get', path: () => '/api/company', expect: READ },
  {
    name: 'change company contact',
    method: 'put',
    path: () => '/api/company',
    body: () => ({ data: { opening_hours: 'Segunda a Sexta: 08:00 - 18:00' } }),
    expect: ADMIN_ONLY(200),
  },
  { name: 'list leads', method: 'get', path: () => '/api/leads', expect: ADMIN_ONLY(200) },
  { name: 'read one lead', method: 'get', path: () => `/api/leads/${existingLead}`, expect: ADMIN_ONLY(200) },
  {
    name: 'change a lead status',
    method: 'put',
    path: () => `/api/leads/${existingLead}`,
    body: () => ({ data: { lead_status: 'contacted' } }),
    expect: ADMIN_ONLY(200),
  },
  { name: 'list bookings', method: 'get', path: () => '/api/bookings', expect: ADMIN_ONLY(200) },
  {
    name: 'booking availability (no personal data)',
    method: 'get',
    path: () => '/api/bookings/availability?from=2030-01-01&to=2030-01-31',
    expect: READ,
  },
  {
    name: 'list site settings as the dashboard does',
    method: 'get',
    path: () => '/api/site-settings?filters[setting_key][$in][0]=head_scripts',
    expect: READ,
  },
  { name: 'list media files', method: 'get', path: () => '/api/upload/files', expect: CONTENT(200) },
  { name: 'one page of the media library', method: 'get', path: () => '/api/upload/files/page', expect: CONTENT(200) },
  { name: "'Mídia': files with where each is used", method: 'get', path: () => '/api/media-library/files', expect: CONTENT(200) },
  {
    name: "'Mídia': remove unused files (an id that is not there)",
    method: 'post',
    path: () => '/api/media-library/bulk-delete',
    body: () => ({ ids: [999999999] }),
    expect: CONTENT(404),
  },
  {
    name: "'Mídia': delete or retire one file (an id that is not there)",
    method: 'post',
    path: () => '/api/media-library/files/999999999/delete',
    expect: CONTENT(404),
  },
  {
    name: 'bulk publish, unpublish or delete cases (a row that is not there)',
    method: 'post',
    path: () => '/api/bulk/case',
    body: () => ({ action: 'publish', rows: [{ documentId: 'naoexiste', version: 1 }] }),
    expect: CONTENT(409),
  },
  {
    name: 'bulk publish, unpublish or delete articles (a row that is not there)',
    method: 'post',
    path: () => '/api/bulk/article',
    body: () => ({ action: 'publish', rows: [{ documentId: 'naoexiste', version: 1 }] }),
    expect: CONTENT(409),
  },
  { name: 'read the audit log', method: 'get', path: () => '/api/audit-entries', expect: ADMIN_ONLY(200) },
  { name: "list the audit log's people", method: 'get', path: () => '/api/audit-entries/actors', expect: ADMIN_ONLY(200) },
  {
    name: "find a data subject's leads and bookings (LGPD)",
    method: 'post',
    path: () => '/api/personal-data/search',
    body: () => ({ data: { email: 'ninguem@teste.example' } }),
    expect: ADMIN_ONLY(200),
  },
  { name: 'list users', method: 'get', path: () => '/api/users', expect: NOBODY },
  { name: 'current user', method: 'get', path: () => '/api/users/me', expect: SIGNED_IN },
  { name: 'list roles', method: 'get', path: () => '/api/users-permissions/roles', expect: NOBODY },
  { name: 'list the team (Equipe)', method: 'get', path: () => '/api/team/members', expect: ADMIN_ONLY(200) },
  {
    name: 'change a team member',
    method: 'put',
    path: () => `/api/team/members/${teamMember}`,
    body: () => ({ data: { blocked: false } }),
    expect: ADMIN_ONLY(200),
  },
  {
    name: 'invite a colleague',
    method: 'post',
    path: () => '/api/team/invites',
    body: () => ({ data: { email: `${unique('convite')}@teste.example`, role: 'editor' } }),
    expect: ADMIN_ONLY(201),
  },
  { name: 'own second factor (status)', method: 'get', path: () => '/api/second-factor', expect: SIGNED_IN },
  {
    name: "reset a team member's second factor",
    method: 'post',
    path: () => `/api/team/members/${teamMember}/second-factor/reset`,
    expect: ADMIN_ONLY(200),
  },
  { name: 'read the second-factor requirement (Configurações)', method: 'get', path: () => '/api/second-factor/policy', expect: ADMIN_ONLY(200) },
  { name: 'list my sessions (Sessões)', method: 'get', path: () => '/api/account/sessions', expect: SIGNED_IN },
  {
    name: 'end one of my sessions',
    method: 'delete',
    path: () => '/api/account/sessions/sessao-que-nao-existe',
    expect: { anon: 403, user: 404, editor: 404, admin: 404 },
  },
  { name: 'list a team member’s sessions', method: 'get', path: () => `/api/team/members/${teamMember}/sessions`, expect: ADMIN_ONLY(200) },
  {
    name: 'end one of a team member’s sessions',
    method: 'delete',
    path: () => `/api/team/members/${teamMember}/sessions/sessao-que-nao-existe`,
    expect: ADMIN_ONLY(404),
  },
  {
    name: 'end all of a team member’s sessions',
    method: 'post',
    path: () => `/api/team/members/${teamMember}/sessions/end-all`,
    expect: ADMIN_ONLY(200),
  },
  { name: 'delete page content', method: 'delete', path: () => `/api/page-contents/${deletableSections.shift()}`, expect: CONTENT(204) },
  { name: 'read an article by slug', method: 'get', path: () => '/api/articles/slug/geracao-de-leads', expect: READ },
  { name: 'delete case', method: 'delete', path: () => `/api/cases/${deletableCases.shift()}`, expect: CONTENT(204) },
  {
    name: 'record a consent choice',
    method: 'post',
    path: () => '/api/consent-records',
    body: () => ({
      data: {
        consent_id: randomUUID(),
        categories: { necessary: true, analytics: false, marketing: false },
        policy_version: 1,
        action: 'reject_all',
        chosen_at: new Date().toISOString(),
      },
    }),
    expect: { anon: 201, user: 201, editor: 201, admin: 201 },
  },
  {
    name: 'read the page-view statistics',
    method: 'get',
    path: () => '/api/analytics/summary?from=2030-01-01&to=2030-01-31',
    expect: ADMIN_ONLY(200),
  },
  { name: 'read the Resultados report', method: 'get', path: () => '/api/results/report?from=2030-01-01&to=2030-01-31', expect: ADMIN_ONLY(200) },
  { name: 'list the ad spend', method: 'get', path: () => '/api/ad-spends?from=2030-01-01&to=2030-01-31', expect: ADMIN_ONLY(200) },
  {
    name: 'set an ad spend',
    method: 'put',
    path: () => '/api/ad-spends',
    body: () => ({ data: { campaign: 'matriz', month: '2030-01', amount: 10 } }),
    expect: ADMIN_ONLY(200),
  },
  { name: 'look up consent records', method: 'get', path: () => `/api/consent-records?consentId=${consentId}`, expect: ADMIN_ONLY(200) },
  { name: 'list the CRM webhooks', method: 'get', path: () => '/api/webhook-endpoints', expect: ADMIN_ONLY(200) },
  {
    name: 'add a CRM webhook',
    method: 'post',
    path: () => '/api/webhook-endpoints',
    body: () => ({ data: { url: 'http://127.0.0.1:9/crm', events: ['lead.created'], active: false } }),
    expect: ADMIN_ONLY(201),
  },
  { name: 'search the dashboard (content)', method: 'get', path: () => '/api/search?q=matriz', expect: CONTENT(200) },
  {
    name: 'search the dashboard for leads and bookings',
    method: 'get',
    path: () => '/api/search?q=matriz&types=leads,bookings',
    expect: ADMIN_ONLY(200),
  },
  { name: 'list my recently opened documents', method: 'get', path: () => '/api/me/recent-documents', expect: CONTENT(200) },
  {
    name: 'record a document I opened',
    method: 'post',
    path: () => '/api/me/recent-documents',
    body: () => ({ kind: 'case', documentId: existingCase }),
    expect: CONTENT(204),
  },
  {
    name: 'record a lead I opened',
    method: 'post',
    path: () => '/api/me/recent-documents',
    body: () => ({ kind: 'lead', documentId: existingLead }),
    expect: ADMIN_ONLY(204),
  },
  { name: 'list the outbox deliveries (Envios)', method: 'get', path: () => '/api/outbox-deliveries', expect: ADMIN_ONLY(200) },
  { name: 'read the failing-deliveries summary', method: 'get', path: () => '/api/outbox-deliveries/summary', expect: ADMIN_ONLY(200) },
  {
    name: 'resend deliveries in bulk (one that is not there)',
    method: 'post',
    path: () => '/api/outbox-deliveries/resend',
    body: () => ({ ids: [987654321] }),
    expect: ADMIN_ONLY(409),
  },
  {
    name: 'change the status of leads in bulk (one that is not there)',
    method: 'post',
    path: () => '/api/inbox-bulk/leads',
    body: () => ({
      action: 'status',
      status: 'contacted',
      rows: [{ documentId: 'naoexiste0000000000000000', updatedAt: '2026-01-01T00:00:00.000Z' }],
    }),
    expect: ADMIN_ONLY(409),
  },
  {
    name: 'erase the personal data of bookings in bulk (one that is not there)',
    method: 'post',
    path: () => '/api/inbox-bulk/bookings',
    body: () => ({ action: 'erase', rows: [{ documentId: 'naoexiste0000000000000000', updatedAt: '2026-01-01T00:00:00.000Z' }] }),
    expect: ADMIN_ONLY(409),
  },
  {
    name: 'export the filtered leads (CSV)',
    method: 'get',
    path: () => '/api/inbox-export/leads?campaign=nenhuma-campanha',
    expect: ADMIN_ONLY(200),
  },
  {
    name: 'export the filtered bookings (CSV)',
    method: 'get',
    path: () => '/api/inbox-export/bookings?campaign=nenhuma-campanha',
    expect: ADMIN_ONLY(200),
  },
  {
    name: "set a lead's outcome",
    method: 'put',
    path: () => `/api/leads/${existingLead}/outcome`,
    body: () => ({ data: { outcome: 'qualified' } }),
    expect: ADMIN_ONLY(200),
  },
  {
    name: 'download the Google Ads conversions',
    method: 'get',
    path: () => '/api/offline-conversions/google-ads?from=2030-01-01&to=2030-01-31',
    expect: ADMIN_ONLY(200),
  },
  // Named here, not from the helper: docs/security.md's table is rendered from this file alone (helpers/permission-matrix.cjs).
  ...(
    [
      ['testimonial', 'a testimonial', 'testimonials', '/api/testimonials'],
      ['client', 'a client logo', 'client logos', '/api/clients'],
      ['team-member', 'a team member (site)', 'team members (site)', '/api/team-members'],
    ] as const
  ).flatMap(([type, one, many, path]): Cell[] => [
    { name: `list ${many} (published only)`, method: 'get', path: () => path, expect: READ },
    { name: `create ${one}`, method: 'post', path: () => path, body: () => ({ data: PROOF_TYPES[type].valid(proofImage) }), expect: CONTENT(201) },
    {
      name: `update ${one}`,
      method: 'put',
      path: () => `${path}/${proofRow[type]}`,
      body: () => ({ data: { display_order: 2 } }),
      expect: CONTENT(200),
    },
    { name: `delete ${one}`, method: 'delete', path: () => `${path}/${deletableProof[type].shift()}`, expect: CONTENT(204) },
  ]),
  {
    name: 'download the Meta conversions',
    method: 'get',
    path: () => '/api/offline-conversions/meta?from=2030-01-01&to=2030-01-31',
    expect: ADMIN_ONLY(200),
  },
];

describe.each(matrix)('$name', (cell) => {
  it.each(ROLES)('as %s', async (role) => {
    // Who may write, not which version: every write goes over whatever is stored (edit-versions.test.ts has those).
    let req = api()[cell.method](cell.path()).set(ANY_VERSION);
    if (tokens[role]) req = req.set(bearer(tokens[role]!));
    const res = cell.body ? await req.send(cell.body()) : await req;
    expect({ role, status: res.status }).toEqual({ role, status: cell.expect[role] });
  });
});

describe('uploads', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const upload = (jwt: string | null) => {
    const req = api().post('/api/upload');
    if (jwt) req.set(bearer(jwt));
    return req.attach('files', png, { filename: 'pixel.png', contentType: 'image/png' });
  };

  it('refuses anonymous and non-admin uploads and stores nothing', async () => {
    const admin = tokens.admin!;
    const before = (await api().get('/api/upload/files').set(bearer(admin))).body.length;
    expect((await upload(null)).status).toBe(403);
    expect((await upload(tokens.user)).status).toBe(403);
    const after = (await api().get('/api/upload/files').set(bearer(admin))).body.length;
    expect(after).toBe(before);
  });

  it('eight images dropped at once are all stored (no race on the API upload folder)', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api()
          .post('/api/upload')
          .set(bearer(tokens.admin!))
          .attach('files', png, { filename: `lote-${i}.png`, contentType: 'image/png' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
  });

  it('lets an editor upload a gallery image and list the media library', async () => {
    const res = await upload(tokens.editor);
    expect(res.status).toBe(201);
    const files = (await api().get('/api/upload/files').set(bearer(tokens.editor!))).body as Array<{ id: number }>;
    expect(files.map((f) => f.id)).toContain(res.body[0].id);
  });

  it('lets an admin upload an image', async () => {
    const res = await upload(tokens.admin);
    expect(res.status).toBe(201);
    expect(res.body[0].url).toMatch(/\/uploads\/.+\.png$/);
  });

  it("the dashboard's media library: an admin pages images by name and sets a file's alt text; no one else can", async () => {
    const [stored] = (await upload(tokens.admin)).body;
    const page = await api()
      .get('/api/upload/files/page')
      .query({ 'filters[mime][$startsWith]': 'image/', 'filters[name][$containsi]': 'PIXEL', 'pagination[pageSize]': 2 })
      .set(bearer(tokens.admin!));
    expect(page.status).toBe(200);
    expect(page.body.data.length).toBeLessThanOrEqual(2);
    expect(page.body.data.every((file: { name: string }) => /pixel/i.test(file.name))).toBe(true);
    expect(page.body.meta.pagination).toMatchObject({ page: 1, pageSize: 2 });

    const alt = (jwt: string | null) => {
      const req = api().post(`/api/upload?id=${stored.id}`);
      if (jwt) req.set(bearer(jwt));
      return req.send({ fileInfo: { alternativeText: 'Fachada do residencial' } });
    };
    expect((await alt(null)).status).toBe(403);
    expect((await alt(tokens.user)).status).toBe(403);
    const res = await alt(tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body.alternativeText).toBe('Fachada do residencial');
  });
});

describe('roles cannot be self-assigned', () => {
  it('a registration payload with a role is refused or ignored: the account is never admin', async () => {
    const email = `role-probe-${Date.now()}@teste.example`;
    const res = await api()
      .post('/api/auth/local/register')
      .send({ username: email, email, password: 'senha-segura-1', role: { type: 'admin' } });
    if (res.status === 200) {
      const me = await api().get('/api/users/me?populate=role').set(bearer(res.body.jwt));
      expect(me.body.role.type).toBe('authenticated');
    } else {
      expect(res.status).toBe(400);
    }
  });

  it('a new account gets the plain authenticated role', async () => {
    const { jwt } = await registeredUserToken();
    const me = await api().get('/api/users/me?populate=role').set(bearer(jwt));
    expect(me.status).toBe(200);
    expect(me.body.role.type).toBe('authenticated');
  });

  it('the seeded dev admin has the admin role', async () => {
    const me = await api().get('/api/users/me?populate=role').set(bearer(tokens.admin!));
    expect(me.body.role.type).toBe('admin');
  });
});
