import fs from 'fs';
import path from 'path';
import { BULK_MAX, BULK_MESSAGES, LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { adminToken, api, bearer, editorToken, registeredUserToken, validCase, unique, type ApiEntry, type AuditEntry } from './helpers/api';
import { PROOF_TYPES, uploadImage } from './helpers/proof';

/**
 * Bulk actions (issue 57): `POST /api/bulk/case` publishes, unpublishes or deletes up to BULK_MAX cases at once, each
 * checked against the version the list showed, all or none, one audit entry per row; editors and admins only.
 */
let admin: string;
let editor: string;
beforeAll(async () => {
  admin = await adminToken();
  editor = (await editorToken()).jwt;
});

type Case = ApiEntry & { title: string; slug: string; version: number; is_published: boolean };
/** Every case this file creates, deleted when it ends (other suites read the published cases; no published row is left behind). */
const created: string[] = [];
afterAll(async () => {
  for (const documentId of created) await api().delete(`/api/cases/${documentId}`).set(bearer(admin));
});

async function draftCase(): Promise<Case> {
  const res = await api()
    .post('/api/cases')
    .set(bearer(editor))
    .send({ data: validCase({ title: unique('Case em lote'), is_published: false }) });
  expect({ status: res.status, error: res.body.error }).toEqual({ status: 201, error: undefined });
  created.push(res.body.data.documentId);
  return res.body.data;
}
const read = async (documentId: string): Promise<Case | null> => {
  const res = await api().get(`/api/cases/${documentId}?unpublished=include`).set(bearer(admin));
  return res.status === 200 ? res.body.data : null;
};
const rowsOf = (cases: Case[]) => cases.map(({ documentId, version }) => ({ documentId, version }));
const bulk = (action: string, rows: unknown, jwt = editor, subject = 'case') =>
  api().post(`/api/bulk/${subject}`).set(bearer(jwt)).send({ action, rows });
const auditOf = async (documentId: string): Promise<AuditEntry[]> =>
  (await api().get(`/api/audit-entries?filters[subject_id][$eq]=${documentId}&sort=id:asc`).set(bearer(admin))).body.data;
const publicSlugs = async (cases: Case[]) => {
  const filter = cases.map((item, i) => `filters[slug][$in][${i}]=${item.slug}`).join('&');
  const res = await api().get(`/api/cases?${filter}`);
  expect(res.status).toBe(200);
  return (res.body.data as Case[]).map((item) => item.slug).sort();
};

describe('bulk publish of cases', () => {
  it('publishes three cases in one call: the public API shows them, each has its audit entry and a new version', async () => {
    const cases = [await draftCase(), await draftCase(), await draftCase()];
    expect(await publicSlugs(cases)).toEqual([]);
    const res = await bulk('publish', rowsOf(cases));
    expect({ status: res.status, error: res.body.error?.message }).toEqual({ status: 200, error: undefined });
    expect(res.body.data).toMatchObject({ action: 'publish', changed: 3 });
    expect(res.body.data.rows).toEqual(cases.map((item) => ({ documentId: item.documentId, version: item.version + 1 })));
    expect(await publicSlugs(cases)).toEqual(cases.map((item) => item.slug).sort());
    for (const item of cases) {
      expect((await auditOf(item.documentId)).filter((entry) => entry.action !== 'created')).toEqual([
        expect.objectContaining({ action: 'published', subject_type: 'case', label: item.title }),
      ]);
      expect((await read(item.documentId))?.version).toBe(item.version + 1);
    }

    // And back: unpublished together, gone from the public API.
    const back = await bulk('unpublish', res.body.data.rows);
    expect({ status: back.status, changed: back.body.data?.changed }).toEqual({ status: 200, changed: 3 });
    expect(await publicSlugs(cases)).toEqual([]);
    expect((await auditOf(cases[0].documentId)).map((entry) => entry.action)).toEqual(['created', 'published', 'unpublished']);
  });

  it('changes none when one row was saved by someone else after the list was loaded: 409 naming it', async () => {
    const cases = [await draftCase(), await draftCase(), await draftCase()];
    const saved = await api()
      .put(`/api/cases/${cases[1].documentId}`)
      .set(bearer(admin))
      .set('If-Match', `"${cases[1].version}"`)
      .send({ data: { title: `${cases[1].title} revisto`, is_published: false } });
    expect(saved.status).toBe(200);
    const res = await bulk('publish', rowsOf(cases));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain(`Nenhum case foi alterado: “${cases[1].title} revisto” foi salvo por`);
    expect(res.body.error.details).toMatchObject({ documentId: cases[1].documentId, version: cases[1].version + 1 });
    expect(await publicSlugs(cases)).toEqual([]);
    for (const item of [cases[0], cases[2]]) {
      expect(await read(item.documentId)).toMatchObject({ is_published: false, version: item.version });
      expect((await auditOf(item.documentId)).map((entry) => entry.action)).toEqual(['created']);
    }
  });

  it('changes none when one row is gone: 409 naming it', async () => {
    const cases = [await draftCase(), await draftCase()];
    expect((await api().delete(`/api/cases/${cases[0].documentId}`).set(bearer(admin))).status).toBe(204);
    const res = await bulk('publish', rowsOf(cases));
    expect([res.status, res.body.error?.message]).toEqual([409, BULK_MESSAGES.missing('case', cases[0].documentId)]);
    expect(await read(cases[1].documentId)).toMatchObject({ is_published: false, version: cases[1].version });
  });

  it('leaves a row already as asked unwritten (no new version, no audit entry), and still checks its version', async () => {
    const [draft, published] = [await draftCase(), await draftCase()];
    const first = await bulk('publish', rowsOf([published]));
    expect(first.status).toBe(200);
    const res = await bulk('publish', [...rowsOf([draft]), ...first.body.data.rows]);
    expect({ status: res.status, changed: res.body.data?.changed }).toEqual({ status: 200, changed: 1 });
    expect((await auditOf(published.documentId)).map((entry) => entry.action)).toEqual(['created', 'published']);
    expect((await bulk('unpublish', rowsOf([draft, published]))).status).toBe(409);
    await bulk('unpublish', res.body.data.rows);
  });
});

describe('bulk delete of cases', () => {
  it('deletes them all into the Lixeira, one audit entry each', async () => {
    const cases = [await draftCase(), await draftCase()];
    const res = await bulk('delete', rowsOf(cases));
    expect({ status: res.status, changed: res.body.data?.changed }).toEqual({ status: 200, changed: 2 });
    const trash = (await api().get('/api/trash?subject=case').set(bearer(editor))).body.data as Array<{ subject_id: string }>;
    for (const item of cases) {
      expect(await read(item.documentId)).toBeNull();
      expect(trash.map((entry) => entry.subject_id)).toContain(item.documentId);
      expect((await auditOf(item.documentId)).map((entry) => entry.action)).toEqual(['created', 'deleted']);
    }
  });
});

describe('who and how many', () => {
  it('refuses a signed-in account without the editor or admin role, and the public', async () => {
    const [item] = [await draftCase()];
    const visitor = await registeredUserToken();
    expect((await bulk('publish', rowsOf([item]), visitor.jwt)).status).toBe(403);
    expect(
      (
        await api()
          .post('/api/bulk/case')
          .send({ action: 'publish', rows: rowsOf([item]) })
      ).status,
    ).toBe(403);
    expect(await read(item.documentId)).toMatchObject({ is_published: false, version: item.version });
  });

  it(`refuses more than ${BULK_MAX} rows, no rows, a repeated row and a row without its version, in pt-BR`, async () => {
    const rows = Array.from({ length: BULK_MAX + 1 }, (_, i) => ({ documentId: `doc${i}`, version: 1 }));
    for (const [sent, message] of [
      [rows, BULK_MESSAGES.rows],
      [[], BULK_MESSAGES.rows],
      [[rows[0], rows[0]], BULK_MESSAGES.repeated],
      [[{ documentId: 'abc' }], BULK_MESSAGES.row],
      [[{ documentId: '../x', version: 1 }], BULK_MESSAGES.row],
    ] as const) {
      const res = await bulk('publish', sent);
      expect([res.status, res.body.error?.message]).toEqual([400, message]);
    }
  });

  it('refuses a type or an action without bulk, in pt-BR', async () => {
    const [item] = [await draftCase()];
    expect((await bulk('publish', rowsOf([item]), admin, 'lead')).body.error?.message).toBe(BULK_MESSAGES.subject);
    expect((await bulk('archive', rowsOf([item]))).body.error?.message).toBe(BULK_MESSAGES.action);
    expect((await bulk('publish', rowsOf([item]), admin, 'constructor')).status).toBe(400);
    expect(await read(item.documentId)).toMatchObject({ is_published: false, version: item.version });
  });
});

describe('bulk on landing pages', () => {
  let image: number;
  const pages: string[] = [];
  beforeAll(async () => {
    image = await uploadImage(editor);
  });
  afterAll(async () => {
    for (const documentId of pages) await api().delete(`/api/landing-pages/${documentId}`).set(bearer(admin));
  });
  type Page = ApiEntry & { title: string; slug: string; version: number };
  const draftPage = async (consent = true): Promise<Page> => {
    const blocks = LANDING_STARTER_TEMPLATE.blocks.map((block) =>
      block.type === 'gallery'
        ? { ...block, images: [{ image, alt: 'Fachada do prédio' }] }
        : block.type === 'lead_form' && !consent
          ? { ...block, consent_text: '' }
          : block,
    );
    const data = {
      ...LANDING_STARTER_TEMPLATE,
      title: unique('Landing em lote'),
      slug: unique('lp-lote').toLowerCase(),
      blocks,
      is_published: false,
    };
    const res = await api().post('/api/landing-pages').set(bearer(editor)).send({ data });
    expect({ status: res.status, error: res.body.error?.message }).toEqual({ status: 201, error: undefined });
    pages.push(res.body.data.documentId);
    return res.body.data;
  };
  const publicStatus = async (page: Page) => (await api().get(`/api/landing-pages/by-slug/${page.slug}`)).status;

  it('publishes two pages in one call (the public reads them), and unpublishes them again', async () => {
    const two = [await draftPage(), await draftPage()];
    const res = await bulk('publish', rowsOf(two as Case[]), editor, 'landing_page');
    expect({ status: res.status, error: res.body.error?.message, changed: res.body.data?.changed }).toEqual({
      status: 200,
      error: undefined,
      changed: 2,
    });
    for (const page of two) expect(await publicStatus(page)).toBe(200);
    expect((await auditOf(two[0].documentId)).map((entry) => entry.action)).toEqual(['created', 'published']);
    expect((await bulk('unpublish', res.body.data.rows, editor, 'landing_page')).status).toBe(200);
    for (const page of two) expect(await publicStatus(page)).toBe(404);
  });

  it('publishes none when one page breaks a publishing rule (no consent text): 400 naming it and the rule', async () => {
    const [good, bad] = [await draftPage(), await draftPage(false)];
    const res = await bulk('publish', rowsOf([good, bad] as Case[]), editor, 'landing_page');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      BULK_MESSAGES.invalid('landing_page', bad.title, 'Informe o texto de consentimento do formulário antes de publicar'),
    );
    expect(await publicStatus(good)).toBe(404);
  });
});

describe('bulk on articles', () => {
  const COVER = fs.readFileSync(path.resolve(__dirname, '../seed-assets/articles/geracao-de-leads.jpg'));
  let cover: number;
  const articles: string[] = [];
  beforeAll(async () => {
    const upload = await api().post('/api/upload').set(bearer(admin)).attach('files', COVER, { filename: 'capa.jpg', contentType: 'image/jpeg' });
    cover = upload.body[0].id;
  });
  afterAll(async () => {
    for (const documentId of articles) await api().delete(`/api/articles/${documentId}`).set(bearer(admin));
  });
  type Article = ApiEntry & { title: string; slug: string; version: number; situacao: string };
  const draftArticle = async (extra: Record<string, unknown> = {}): Promise<Article> => {
    const data = {
      title: unique('Artigo em lote'),
      slug: unique('artigo-lote').toLowerCase(),
      excerpt: 'Resumo do artigo publicado em lote.',
      category: 'SEO',
      cover,
      cover_alt: 'Gráfico de leads por mês',
      body: '## Por que investir\n\nTexto do artigo.',
      ...extra,
    };
    const res = await api().post('/api/articles').set(bearer(editor)).send({ data });
    expect({ status: res.status, error: res.body.error?.message }).toEqual({ status: 201, error: undefined });
    articles.push(res.body.data.documentId);
    return res.body.data;
  };
  const editorView = async (item: Article): Promise<Article> =>
    (await api().get(`/api/articles/editor/${item.documentId}`).set(bearer(admin))).body.data;
  const publicStatus = async (item: Article) => (await api().get(`/api/articles/slug/${item.slug}`)).status;

  it('publishes three in one call (a scheduled one at once), each with one audit entry and one new version; unpublishes them back to drafts', async () => {
    const three = [
      await draftArticle(),
      await draftArticle(),
      await draftArticle({ publication: 'agendado', scheduled_at: new Date(Date.now() + 86_400_000).toISOString() }),
    ];
    const before = await Promise.all(three.map(async (item) => (await auditOf(item.documentId)).length));
    const res = await bulk('publish', rowsOf(three as unknown as Case[]), editor, 'article');
    expect({ status: res.status, error: res.body.error?.message, changed: res.body.data?.changed }).toEqual({
      status: 200,
      error: undefined,
      changed: 3,
    });
    for (const [i, item] of three.entries()) {
      expect(await publicStatus(item)).toBe(200);
      const now = await editorView(item);
      expect({ situacao: now.situacao, version: now.version }).toEqual({ situacao: 'publicado', version: item.version + 1 });
      expect((await auditOf(item.documentId)).slice(before[i])).toEqual([
        expect.objectContaining({ action: 'published', subject_type: 'article', label: item.title }),
      ]);
    }
    expect(res.body.data.rows).toEqual(three.map((item) => ({ documentId: item.documentId, version: item.version + 1 })));

    const back = await bulk('unpublish', res.body.data.rows, editor, 'article');
    expect({ status: back.status, changed: back.body.data?.changed }).toEqual({ status: 200, changed: 3 });
    for (const [i, item] of three.entries()) {
      expect(await publicStatus(item)).toBe(404);
      expect((await editorView(item)).situacao).toBe('rascunho');
      expect((await auditOf(item.documentId)).slice(before[i]).map((entry) => entry.action)).toEqual(['published', 'unpublished']);
    }
  });

  it('publishes none when one was saved by someone else after the list was loaded: 409 naming it', async () => {
    const [first, second] = [await draftArticle(), await draftArticle()];
    const saved = await api()
      .put(`/api/articles/${second.documentId}`)
      .set(bearer(admin))
      .set('If-Match', `"${second.version}"`)
      .send({ data: { title: `${second.title} revisto` } });
    expect(saved.status).toBe(200);
    const res = await bulk('publish', rowsOf([first, second] as unknown as Case[]), editor, 'article');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain(`Nenhum artigo foi alterado: “${second.title} revisto” foi salvo por`);
    for (const item of [first, second]) expect(await publicStatus(item)).toBe(404);
    expect((await editorView(first)).version).toBe(first.version);
  });

  it('deletes them into the Lixeira, one audit entry each', async () => {
    const two = [await draftArticle(), await draftArticle()];
    const res = await bulk('delete', rowsOf(two as unknown as Case[]), editor, 'article');
    expect({ status: res.status, changed: res.body.data?.changed }).toEqual({ status: 200, changed: 2 });
    for (const item of two) {
      expect((await api().get(`/api/articles/editor/${item.documentId}`).set(bearer(admin))).status).toBe(404);
      expect((await auditOf(item.documentId)).at(-1)).toMatchObject({ action: 'deleted', label: item.title });
    }
  });
});

describe('bulk actions on the proof lists', () => {
  let image: number;
  const createdProof: Array<[string, string]> = [];
  beforeAll(async () => {
    image = await uploadImage(editor);
  });
  afterAll(async () => {
    for (const [path, documentId] of createdProof) await api().delete(`${path}/${documentId}`).set(bearer(admin));
  });

  it.each([
    ['testimonial', 'testimonial'],
    ['client', 'client'],
    ['team-member', 'team_member'],
  ] as const)('%s: three unpublished rows published by an editor at once show on the site, one audit entry each', async (type, subject) => {
    const { path, valid } = PROOF_TYPES[type];
    const rows: Array<ApiEntry & { version: number }> = [];
    for (let i = 0; i < 3; i++) {
      const res = await api()
        .post(path)
        .set(bearer(editor))
        .send({ data: valid(image, { is_published: false }) });
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 201, error: undefined });
      createdProof.push([path, res.body.data.documentId]);
      rows.push(res.body.data);
    }
    // What the site reads: a published row, 200; an unpublished one, 404.
    const shown = async () =>
      (await Promise.all(rows.map((row) => api().get(`${path}/${row.documentId}`)))).filter((res) => res.status === 200).length;
    expect(await shown()).toBe(0);
    const res = await bulk('publish', rowsOf(rows as unknown as Case[]), editor, subject);
    expect({ status: res.status, changed: res.body.data?.changed, error: res.body.error?.message }).toEqual({
      status: 200,
      changed: 3,
      error: undefined,
    });
    expect(await shown()).toBe(3);
    for (const row of rows)
      expect((await auditOf(row.documentId)).filter((entry) => entry.action !== 'created').map((entry) => entry.action)).toEqual(['published']);
  });
});
