import type { Test } from 'supertest';
import { ANY_VERSION, adminToken, api, bearer, editorToken, registeredUserToken, validCase, type ApiEntry, type AuditEntry } from './helpers/api';
import { PROOF_TYPES, proofRows, uploadImage, type ProofType } from './helpers/proof';

/**
 * The site's proof (issue 27): testimonials, client logos and team members. The public reads published rows only,
 * with their media (and a testimonial's case) populated by the server; editors and admins write them with the shared
 * rules of domain/; everyone else is refused and nothing is stored.
 */
let editor: string;
let image: number;
beforeAll(async () => {
  editor = (await editorToken()).jwt;
  image = await uploadImage(editor);
});

const create = async (type: ProofType, overrides: Record<string, unknown> = {}) => {
  const res = await api()
    .post(PROOF_TYPES[type].path)
    .set(bearer(editor))
    .send({ data: PROOF_TYPES[type].valid(image, overrides) });
  expect({ status: res.status, error: res.body.error }).toEqual({ status: 201, error: undefined });
  return res.body.data as ApiEntry;
};
const TYPES = Object.keys(PROOF_TYPES) as ProofType[];
/** A proof row as the list answers it: its image populated (photo, or a client's logo). */
type ProofRow = ApiEntry & { photo?: { url: string } | null; logo?: { url: string } | null };

describe.each(TYPES)('%s: the public reads', (type) => {
  const { path } = PROOF_TYPES[type];

  it('only published rows, whatever the query asks, with the media populated by the server (absolute URLs)', async () => {
    const published = await create(type);
    const hidden = await create(type, { is_published: false });
    const ids = (body: { data: ApiEntry[] }) => body.data.map((row) => row.documentId);

    const list = await api().get(`${path}?pagination[pageSize]=100&populate=*&status=draft`);
    expect(list.status).toBe(200);
    expect(ids(list.body)).toContain(published.documentId);
    expect(ids(list.body)).not.toContain(hidden.documentId);
    const row = (list.body.data as ProofRow[]).find((r) => r.documentId === published.documentId);
    const media = row?.photo ?? row?.logo;
    expect(media?.url).toMatch(/^http:\/\/.+\/uploads\/.+\.png$/);

    const askedForHidden = await api().get(`${path}?filters[is_published][$eq]=false&pagination[pageSize]=100`);
    expect(ids(askedForHidden.body)).not.toContain(hidden.documentId);
    expect((await api().get(`${path}/${hidden.documentId}`)).status).toBe(404);
    expect((await api().get(`${path}/${published.documentId}`)).status).toBe(200);
  });

  it('an editor reads unpublished rows only when the dashboard asks for them', async () => {
    const hidden = await create(type, { is_published: false });
    const read = (query: string) => api().get(`${path}?pagination[pageSize]=100${query}`).set(bearer(editor));
    expect(((await read('')).body.data as ApiEntry[]).map((r) => r.documentId)).not.toContain(hidden.documentId);
    expect(((await read('&unpublished=include')).body.data as ApiEntry[]).map((r) => r.documentId)).toContain(hidden.documentId);
  });

  it('refuses a sort or a field outside the public set (400, pt-BR)', async () => {
    const sort = await api().get(`${path}?sort=password:asc`);
    expect(sort.status).toBe(400);
    expect(sort.body.error.message).toMatch(/^Ordenação inválida/);
    const fields = await api().get(`${path}?fields=createdBy`);
    expect(fields.status).toBe(400);
    expect(fields.body.error.message).toMatch(/^Campo não disponível/);
  });
});

describe.each(TYPES)('%s: who may write', (type) => {
  const { path, valid } = PROOF_TYPES[type];

  it('anonymous visitors and plain signed-in users cannot create, change or delete; nothing is stored', async () => {
    const existing = await create(type);
    const user = (await registeredUserToken()).jwt;
    const before = await proofRows();
    for (const jwt of [null, user]) {
      const auth = (req: Test) => (jwt ? req.set(bearer(jwt)) : req);
      expect((await auth(api().post(path)).send({ data: valid(image) })).status).toBe(403);
      expect((await auth(api().put(`${path}/${existing.documentId}`)).send({ data: { is_published: false } })).status).toBe(403);
      expect((await auth(api().delete(`${path}/${existing.documentId}`))).status).toBe(403);
    }
    expect(await proofRows()).toEqual(before);
    expect((await api().get(`${path}/${existing.documentId}`)).status).toBe(200);
  });

  it('an editor creates, changes only what was sent, and deletes', async () => {
    const created = await create(type, { display_order: 7 });
    const changed = await api()
      .put(`${path}/${created.documentId}`)
      .set(bearer(editor))
      .set(ANY_VERSION)
      .send({ data: { is_published: false } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ is_published: false, display_order: 7 });
    expect((await api().get(`${path}/${created.documentId}`)).status).toBe(404);

    expect((await api().delete(`${path}/${created.documentId}`).set(bearer(editor))).status).toBe(204);
    expect((await api().get(`${path}/${created.documentId}?unpublished=include`).set(bearer(editor))).status).toBe(404);
    expect((await api().delete(`${path}/${created.documentId}`).set(bearer(editor))).status).toBe(404);
  });
});

describe('bad input: 400 with the pt-BR message, nothing stored', () => {
  const cases: Array<[ProofType, string, Record<string, unknown>, string]> = [
    ['testimonial', 'a quote over 600 characters', { quote: 'a'.repeat(601) }, 'Depoimento deve ter no máximo 600 caracteres'],
    ['testimonial', 'a blank quote', { quote: '   ' }, 'Depoimento é obrigatório'],
    ['testimonial', 'no author', { author_name: undefined }, 'Nome é obrigatório'],
    ['testimonial', 'a photo that is not in the library', { photo: 987654 }, 'Imagem não encontrada na biblioteca de mídia'],
    ['testimonial', 'a case that does not exist', { case: 'naoexiste000000000000000' }, 'Case não encontrado'],
    ['testimonial', 'a case reference that is not an id', { case: '../cases' }, 'Case inválido'],
    ['client', 'no logo', { logo: undefined }, 'Logo é obrigatório'],
    ['client', 'an http address', { website_url: 'http://construtora.example' }, 'O endereço do site deve começar com https://'],
    ['client', 'a javascript: address', { website_url: 'javascript:alert(1)' }, 'O endereço do site deve começar com https://'],
    ['client', 'an address with a password in it', { website_url: 'https://user:senha@construtora.example' }, 'Endereço do site inválido'],
    ['client', 'a name over 200 characters', { name: 'C'.repeat(201) }, 'Nome muito longo'],
    ['team-member', 'a bio over 300 characters', { bio: 'b'.repeat(301) }, 'Minibio deve ter no máximo 300 caracteres'],
    ['team-member', 'no job title', { job_title: '' }, 'Cargo é obrigatório'],
    ['team-member', 'a negative order', { display_order: -1 }, 'Ordem deve ser um número inteiro de 0 a 9999'],
  ];

  it.each(cases)('%s with %s', async (type, _what, overrides, message) => {
    const before = await proofRows();
    const res = await api()
      .post(PROOF_TYPES[type].path)
      .set(bearer(editor))
      .send({ data: PROOF_TYPES[type].valid(image, overrides) });
    expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message });
    expect(await proofRows()).toEqual(before);
  });

  it('an update with a bad value changes nothing', async () => {
    const client = await create('client');
    const res = await api()
      .put(`/api/clients/${client.documentId}`)
      .set(bearer(editor))
      .set(ANY_VERSION)
      .send({ data: { name: 'Outro nome', website_url: 'javascript:alert(1)' } });
    expect(res.status).toBe(400);
    expect((await api().get(`/api/clients/${client.documentId}`)).body.data).toMatchObject({
      name: client.name,
      website_url: 'https://construtora.example',
    });
  });

  it('a quote with HTML in it is stored and served as the text it is', async () => {
    const quote = '<img src=x onerror="alert(1)"><script>alert(2)</script> Ótimo trabalho & resultado';
    const created = await create('testimonial', { quote });
    expect((await api().get(`/api/testimonials/${created.documentId}`)).body.data.quote).toBe(quote);
  });
});

describe("a testimonial's case", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });
  const newCase = async (overrides: Record<string, unknown> = {}) =>
    (
      await api()
        .post('/api/cases')
        .set(bearer(admin))
        .send({ data: validCase(overrides) })
    ).body.data as { documentId: string; slug: string; title: string };

  it('is populated with its title and slug only, and the list can be read by the case slug', async () => {
    const item = await newCase();
    const created = await create('testimonial', { case: item.documentId });
    const res = await api().get(`/api/testimonials?filters[case][slug][$eq]=${item.slug}`);
    expect(res.status).toBe(200);
    expect((res.body.data as ApiEntry[]).map((r) => r.documentId)).toEqual([created.documentId]);
    expect(res.body.data[0].case).toEqual({ documentId: item.documentId, title: item.title, slug: item.slug });
  });

  it('of an unpublished case is not linked for the public; the editor sees it', async () => {
    const item = await newCase({ is_published: false });
    const created = await create('testimonial', { case: item.documentId });
    expect((await api().get(`/api/testimonials/${created.documentId}`)).body.data.case).toBeNull();
    const forEditor = await api().get(`/api/testimonials/${created.documentId}?unpublished=include`).set(bearer(editor));
    expect(forEditor.body.data.case).toMatchObject({ documentId: item.documentId, is_published: false });
  });

  it("cannot be probed through other fields of the case (an unpublished case's text)", async () => {
    const res = await api().get('/api/testimonials?filters[case][challenge][$containsi]=a');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^Filtro não disponível: "case.challenge"/);
  });

  it('is unlinked with null', async () => {
    const item = await newCase();
    const created = await create('testimonial', { case: item.documentId });
    const res = await api()
      .put(`/api/testimonials/${created.documentId}`)
      .set(bearer(editor))
      .set(ANY_VERSION)
      .send({ data: { case: null } });
    expect(res.status).toBe(200);
    expect(res.body.data.case).toBeNull();
  });
});

describe('audit log and public cache', () => {
  it("records the editor's create, change and delete of a client by its name", async () => {
    const admin = await adminToken();
    const client = await create('client', { name: 'Construtora Auditada' });
    await api()
      .put(`/api/clients/${client.documentId}`)
      .set(bearer(editor))
      .set(ANY_VERSION)
      .send({ data: { display_order: 3 } });
    await api().delete(`/api/clients/${client.documentId}`).set(bearer(editor));
    const entries = (await api().get(`/api/audit-entries?filters[subject_id][$eq]=${client.documentId}&sort=id:asc`).set(bearer(admin))).body.data;
    expect((entries as AuditEntry[]).map(({ action, subject_type, label }) => ({ action, subject_type, label }))).toEqual(
      ['created', 'updated', 'deleted'].map((action) => ({ action, subject_type: 'client', label: 'Construtora Auditada' })),
    );
  });

  it('an edit shows on the next anonymous read of a cached list', async () => {
    const member = await create('team-member', { job_title: 'Cargo antes' });
    const url = `/api/team-members?filters[name][$eq]=${encodeURIComponent(String(member.name))}`;
    await api().get(url);
    expect((await api().get(url)).headers['x-cache']).toBe('HIT');
    await api()
      .put(`/api/team-members/${member.documentId}`)
      .set(bearer(editor))
      .set(ANY_VERSION)
      .send({ data: { job_title: 'Cargo depois' } });
    expect((await api().get(url)).body.data[0].job_title).toBe('Cargo depois');
  });
});
