import { EDIT_VERSION_MESSAGES, LANDING_STARTER_TEMPLATE, ifMatch } from '@alicerce/domain';
import type { Response } from 'supertest';
import { adminToken, api, bearer, editorToken, unique, validCase, type ApiEntry, type AuditEntry } from './helpers/api';
import { panelAdminToken } from './helpers/panel-admin';
import { PROOF_TYPES, uploadImage } from './helpers/proof';

/**
 * No lost update (issue 51): every editable type is saved with the version its editor loaded (If-Match); a save
 * against a newer version is refused with 409 and the document as it is now; the check and the write are one step,
 * so two saves sent at once with one version give exactly one success; a save through the Strapi panel (which sends
 * no version) makes an open editor stale and is kept in the history like every other save.
 */
let admin: string;
let editor: string;
let image: number;
beforeAll(async () => {
  admin = await adminToken();
  editor = (await editorToken()).jwt;
  image = await uploadImage(editor);
});

/** Fields sent in a write. */
type Fields = Record<string, unknown>;
/** A document of an editable type as its editor reads it: every one has a version. */
type Doc = ApiEntry & { version: number };
/** A revision as GET /api/revisions/:subject/:documentId lists it. */
type Revision = { id: number; version: number; action: string; actor_name: string; changed_fields: string[]; snapshot: Record<string, unknown> };
type Kind = { name: string; path: string; create: () => Promise<Doc>; change: (n: number) => Fields; read: (id: string) => Promise<Doc> };

/** The answer's data, typed as the caller reads it, after checking the status. */
const must = <T = Doc>(res: Response, status: number): T => {
  expect({ status: res.status, error: res.body?.error?.message }).toEqual({ status, error: undefined });
  return res.body.data;
};
/** Every document this file creates, deleted when it ends: other suites read the published lists. */
const created: Array<[string, string]> = [];
const post = async (path: string, data: Fields, jwt = admin) => {
  const doc = must(await api().post(path).set(bearer(jwt)).send({ data }), 201);
  created.push([path, doc.documentId]);
  return doc;
};
afterAll(async () => {
  for (const [path, documentId] of created) await api().delete(`${path}/${documentId}`).set(bearer(admin));
});
const get = async <T = Doc>(path: string): Promise<T> => must<T>(await api().get(path).set(bearer(admin)), 200);

const proofKind = (type: keyof typeof PROOF_TYPES, field: string): Kind => ({
  name: type,
  path: PROOF_TYPES[type].path,
  create: () => post(PROOF_TYPES[type].path, PROOF_TYPES[type].valid(image)),
  // 'Teste' in every changed text: the seed tests tell the demo proof from the suites' rows by it.
  change: (n) => ({ [field]: `${field} Teste alterado ${n}` }),
  read: (id) => get(`${PROOF_TYPES[type].path}/${id}?unpublished=include`),
});

/** Every editable type with a document of its own: how to make one, change it, and read it as its editor does. */
const KINDS: Kind[] = [
  {
    name: 'case',
    path: '/api/cases',
    // Unpublished, and kept so by every change (a patch without is_published would publish it: casePatchSchema's
    // default): other suites read the published cases.
    create: () => post('/api/cases', validCase({ title: 'Case versionado', is_published: false })),
    change: (n) => ({ title: `Case versionado ${n}`, is_published: false }),
    read: (id) => get(`/api/cases/${id}?unpublished=include`),
  },
  {
    name: 'article',
    path: '/api/articles',
    create: () =>
      post('/api/articles', {
        title: 'Artigo versionado',
        slug: unique('artigo-v').toLowerCase(),
        excerpt: 'Resumo.',
        category: 'SEO',
        cover: image,
        cover_alt: 'Capa do artigo',
        body: 'Texto do artigo.',
      }),
    change: (n) => ({ title: `Artigo versionado ${n}` }),
    read: (id) => get(`/api/articles/editor/${id}`),
  },
  {
    name: 'landing page',
    path: '/api/landing-pages',
    create: () =>
      post('/api/landing-pages', {
        ...LANDING_STARTER_TEMPLATE,
        title: 'Lançamento versionado',
        slug: unique('lp-v').toLowerCase(),
        is_published: false,
      }),
    change: (n) => ({ title: `Lançamento versionado ${n}` }),
    read: (id) => get(`/api/landing-pages/${id}?unpublished=include`),
  },
  proofKind('testimonial', 'quote'),
  proofKind('client', 'name'),
  proofKind('team-member', 'bio'),
];

const put = (kind: Kind, id: string, data: Fields, headers: Record<string, string>, jwt = admin) =>
  api().put(`${kind.path}/${id}`).set(bearer(jwt)).set(headers).send({ data });

describe.each(KINDS)('$name: saved with the version it was loaded at', (kind) => {
  it('a save with the loaded version passes and raises it; one with the replaced version is refused with 409, naming who saved and holding the current document', async () => {
    const { documentId } = await kind.create();
    const loaded = await kind.read(documentId);
    expect(loaded.version).toBe(1);

    const first = must(await put(kind, documentId, kind.change(1), { 'If-Match': ifMatch(loaded.version) }), 200);
    expect(first.version).toBe(2);

    const stale = await put(kind, documentId, kind.change(2), { 'If-Match': ifMatch(loaded.version) }, editor);
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/salvou este registro às \d{2}:\d{2}, depois que você o abriu/);
    expect(stale.body.error.details).toMatchObject({ version: 2, current: { documentId, version: 2, ...kind.change(1) } });
    expect(stale.body.error.details.updatedBy).toBeTruthy();
    // Nothing of the refused save was stored.
    expect(await kind.read(documentId)).toMatchObject({ version: 2, ...kind.change(1) });
  });

  it('a save that names no version is refused with 428 (If-Match: * writes knowingly over any version)', async () => {
    const { documentId } = await kind.create();
    const blind = await put(kind, documentId, kind.change(3), {});
    expect({ status: blind.status, message: blind.body.error?.message }).toEqual({ status: 428, message: EDIT_VERSION_MESSAGES.versionRequired });
    expect(must(await put(kind, documentId, kind.change(4), { 'If-Match': '*' }), 200)).toMatchObject({ version: 2, ...kind.change(4) });
  });

  it('two saves sent at the same moment with one version: exactly one succeeds', async () => {
    const { documentId } = await kind.create();
    const changes = [1, 2, 3].map((n) => kind.change(10 + n));
    const answers = await Promise.all(changes.map((change) => put(kind, documentId, change, { 'If-Match': ifMatch(1) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    // The one stored is the one answered 200.
    expect(await kind.read(documentId)).toMatchObject({ version: 2, ...changes[answers.findIndex((a) => a.status === 200)] });
  });
});

describe('the other write paths', () => {
  it("the cases list's publish switch is refused against a newer version", async () => {
    const { documentId } = await post('/api/cases', validCase({ title: 'Case do interruptor', is_published: false }));
    must(await put(KINDS[0], documentId, { title: 'Case do interruptor (editado)', is_published: false }, { 'If-Match': ifMatch(1) }), 200);
    const stale = await put(KINDS[0], documentId, { is_published: true }, { 'If-Match': ifMatch(1) });
    expect(stale.status).toBe(409);
    expect((await KINDS[0].read(documentId)).is_published).toBe(false);
  });

  it("an article's publication alone (no field changed) is checked against the draft's version", async () => {
    const { documentId } = await KINDS[1].create();
    must(await put(KINDS[1], documentId, { title: 'Artigo revisto' }, { 'If-Match': ifMatch(1) }), 200);
    expect((await put(KINDS[1], documentId, { publication: 'publicado' }, { 'If-Match': ifMatch(1) })).status).toBe(409);
    const published = must(await put(KINDS[1], documentId, { publication: 'publicado' }, { 'If-Match': ifMatch(2) }), 200);
    expect(published).toMatchObject({ situacao: 'publicado', version: 3 });
    // Other suites count the published articles.
    expect((await api().delete(`/api/articles/${documentId}`).set(bearer(admin))).status).toBe(204);
  });

  it("'Promover vencedora' and 'Duplicar' are refused against a newer version", async () => {
    const { documentId } = await KINDS[2].create();
    must(await put(KINDS[2], documentId, { title: 'Página revista' }, { 'If-Match': ifMatch(1) }), 200);
    const promote = await api()
      .post(`/api/landing-pages/${documentId}/promote`)
      .set(bearer(admin))
      .set('If-Match', ifMatch(1))
      .send({ variant: 'a' });
    expect(promote.status).toBe(409);
    const duplicate = await api().post(`/api/landing-pages/${documentId}/duplicate`).set(bearer(admin)).set('If-Match', ifMatch(1)).send({});
    expect(duplicate.status).toBe(409);
    expect((await api().post(`/api/landing-pages/${documentId}/duplicate`).set(bearer(admin)).set('If-Match', ifMatch(2)).send({})).status).toBe(201);
  });

  it('page sections and site scripts: If-None-Match: * creates once, a second create-if-absent and a stale save are refused', async () => {
    const section = { page_slug: 'contato', section_key: unique('secao_v').replace(/-/g, '_'), content_type: 'hero', content: { title: 'Primeira' } };
    const upsert = (data: Fields, headers: Record<string, string>) =>
      api().put('/api/page-contents/upsert').set(bearer(admin)).set(headers).send({ data });
    expect(must(await upsert(section, { 'If-None-Match': '*' }), 200).version).toBe(1);
    const again = await upsert({ ...section, content: { title: 'Outra' } }, { 'If-None-Match': '*' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/criou este conteúdo às/);
    expect(must(await upsert({ ...section, content: { title: 'Segunda' } }, { 'If-Match': ifMatch(1) }), 200).version).toBe(2);
    expect((await upsert({ ...section, content: { title: 'Terceira' } }, { 'If-Match': ifMatch(1) })).status).toBe(409);
    expect((await upsert({ ...section, content: { title: 'Sem versão' } }, {})).status).toBe(428);

    const script = (value: string, headers: Record<string, string>) =>
      api()
        .put('/api/site-settings/upsert')
        .set(bearer(admin))
        .set(headers)
        .send({ data: { setting_key: 'footer_scripts', setting_value: value } });
    const loaded = (await get<Doc[]>('/api/site-settings?filters[setting_key]=footer_scripts'))[0] as Doc | undefined;
    const first = must(await script('<!-- rodapé A -->', loaded ? { 'If-Match': ifMatch(loaded.version) } : { 'If-None-Match': '*' }), 200);
    expect((await script('<!-- rodapé B -->', { 'If-Match': ifMatch(first.version - 1 || 99) })).status).toBe(409);
    expect(must(await script('<!-- rodapé C -->', { 'If-Match': ifMatch(first.version) }), 200).version).toBe(first.version + 1);
  });
});

describe('the Strapi panel and the history', () => {
  it("a save in the Strapi panel (no version) makes the dashboard's save stale, and both appear in the history with who made them", async () => {
    const { documentId } = await post('/api/cases', validCase({ title: 'Case do painel' }));
    const panel = await panelAdminToken();
    const cm = `/content-manager/collection-types/api::case.case/${documentId}`;
    expect((await api().put(cm).set(bearer(panel)).send({ title: 'Case do painel (revisto no painel)' })).status).toBe(200);

    const stale = await put(KINDS[0], documentId, { title: 'Case do painel (painel do site)' }, { 'If-Match': ifMatch(1) });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.updatedBy).toBe('admin@alicerce.example (painel Strapi)');
    expect(stale.body.error.details.current.title).toBe('Case do painel (revisto no painel)');

    const history = await get<Revision[]>(`/api/revisions/case/${documentId}`);
    expect(history.map((r) => ({ version: r.version, action: r.action, actor: r.actor_name }))).toEqual([
      { version: 2, action: 'updated', actor: 'admin@alicerce.example (painel Strapi)' },
      { version: 1, action: 'created', actor: expect.any(String) },
    ]);
    expect(history[0].changed_fields).toEqual(['title']);
    expect(history[0].snapshot.title).toBe('Case do painel (revisto no painel)');
    expect(history[1].snapshot.title).toBe('Case do painel');
  });

  it("'Manter a minha versão' leaves an audit entry naming the version overwritten", async () => {
    const { documentId } = await post('/api/cases', validCase({ title: 'Case disputado' }));
    must(await put(KINDS[0], documentId, { title: 'Case disputado (A)' }, { 'If-Match': ifMatch(1) }), 200);
    const kept = must(
      await put(KINDS[0], documentId, { title: 'Case disputado (B)' }, { 'If-Match': ifMatch(2), 'X-Edit-Resolution': 'keep-mine' }, editor),
      200,
    );
    expect(kept).toMatchObject({ version: 3, title: 'Case disputado (B)' });
    const entries = (
      await api().get(`/api/audit-entries?filters[subject_id][$eq]=${documentId}&filters[action][$eq]=kept_own_version`).set(bearer(admin))
    ).body.data as AuditEntry[];
    expect(entries.map((e) => e.label)).toEqual(['Case disputado (B) (sobre a versão 2)']);
  });

  it("'Restaurar esta versão': three saves, version 1 restored as a new version, publication untouched unless asked, audited", async () => {
    const { documentId } = await post('/api/cases', validCase({ title: 'Versão um', challenge: 'Desafio um.', is_published: true }));
    must(await put(KINDS[0], documentId, { title: 'Versão dois', is_published: true }, { 'If-Match': ifMatch(1) }), 200);
    must(await put(KINDS[0], documentId, { title: 'Versão três', challenge: 'Desafio três.', is_published: false }, { 'If-Match': ifMatch(2) }), 200);
    const history = await get<Revision[]>(`/api/revisions/case/${documentId}`);
    expect(history.map((r) => [r.version, r.snapshot.title])).toEqual([
      [3, 'Versão três'],
      [2, 'Versão dois'],
      [1, 'Versão um'],
    ]);
    expect(history[0].changed_fields.sort()).toEqual(['challenge', 'is_published', 'title']);
    const first = history[2];
    const restore = (headers: Record<string, string>, body: Fields = {}) =>
      api().post(`/api/revisions/case/${documentId}/${first.id}/restore`).set(bearer(editor)).set(headers).send(body);

    expect((await restore({ 'If-Match': ifMatch(2) })).status).toBe(409);
    const restored = must(await restore({ 'If-Match': ifMatch(3) }), 200);
    expect(restored).toMatchObject({ version: 4, title: 'Versão um', challenge: 'Desafio um.', is_published: false });
    const [latest] = await get<Revision[]>(`/api/revisions/case/${documentId}`);
    expect(latest).toMatchObject({ version: 4, action: 'restored', restored_from: 1 });
    const audit = (await api().get(`/api/audit-entries?filters[subject_id][$eq]=${documentId}&filters[action][$eq]=restored`).set(bearer(admin))).body
      .data as AuditEntry[];
    expect(audit.map((e) => e.label)).toEqual(['Versão um (versão 1)']);

    expect(must(await restore({ 'If-Match': ifMatch(4) }, { publication: true }), 200)).toMatchObject({ version: 5, is_published: true });
    // The site reads version 1's text at once (the public cache drops the case's answers on every save).
    expect((await api().get(`/api/cases/${documentId}`)).body.data).toMatchObject({ title: 'Versão um', challenge: 'Desafio um.' });
  });

  it('keeps the newest 50 revisions of a document: the oldest go as new ones come', async () => {
    const { documentId } = await post('/api/cases', validCase({ title: 'Case muito editado' }));
    for (let version = 1; version <= 52; version++)
      must(
        await put(KINDS[0], documentId, { title: `Case muito editado ${version + 1}`, is_published: true }, { 'If-Match': ifMatch(version) }),
        200,
      );
    const history = await get<Revision[]>(`/api/revisions/case/${documentId}`);
    expect(history).toHaveLength(50);
    expect([history[0].version, history[49].version]).toEqual([53, 4]);
  });

  it('a restore never takes a slug another record has now, and site scripts are restored by admins only', async () => {
    const { documentId, slug } = await post('/api/cases', validCase({ title: 'Case que muda de endereço' }));
    must(await put(KINDS[0], documentId, { slug: `${slug}-novo`, is_published: true }, { 'If-Match': ifMatch(1) }), 200);
    await post('/api/cases', validCase({ title: 'Case que ocupa o endereço', slug }));
    const [, first] = await get<Revision[]>(`/api/revisions/case/${documentId}`);
    const clash = await api().post(`/api/revisions/case/${documentId}/${first.id}/restore`).set(bearer(admin)).set('If-Match', ifMatch(2)).send({});
    expect({ status: clash.status, message: clash.body.error?.message }).toEqual({
      status: 400,
      message: 'O endereço (slug) desta versão já é usado por outro registro. Altere o endereço antes de restaurar.',
    });

    const [script] = await get<Doc[]>('/api/site-settings?filters[setting_key]=footer_scripts');
    const [revision] = await get<Revision[]>(`/api/revisions/site_setting/${script.documentId}`);
    const refused = await api()
      .post(`/api/revisions/site_setting/${script.documentId}/${revision.id}/restore`)
      .set(bearer(editor))
      .set('If-Match', ifMatch(script.version))
      .send({});
    expect(refused.status).toBe(403);
  });

  it('the history is for editors and admins only', async () => {
    const { documentId } = await post('/api/cases', validCase({ title: 'Case com histórico' }));
    expect((await api().get(`/api/revisions/case/${documentId}`)).status).toBe(403);
    expect((await api().get(`/api/revisions/case/${documentId}`).set(bearer(editor))).status).toBe(200);
    expect((await api().get(`/api/revisions/lead/${documentId}`).set(bearer(admin))).status).toBe(404);
  });
});
