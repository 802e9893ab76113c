import fs from 'fs';
import path from 'path';
import { ANY_VERSION, adminToken, api, bearer, registeredUserToken, unique } from './helpers/api';

/** The dashboard's blog writes (POST/PUT/DELETE /api/articles, GET /api/articles/editor) and scheduled publishing. */
const COVER = fs.readFileSync(path.resolve(__dirname, '../seed-assets/articles/geracao-de-leads.jpg'));
const BODY = '## Por que investir\n\nTexto com **negrito** e [link](/contato).\n\n## Como medir\n\n- Custo por lead\n- Conversão';

let admin: string;
let cover: number;
const created: string[] = [];

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Artigo escrito no painel',
  slug: unique('artigo').toLowerCase(),
  excerpt: 'Resumo do artigo escrito no painel.',
  category: 'SEO',
  cover,
  cover_alt: 'Gráfico de leads por mês',
  body: BODY,
  ...overrides,
});

async function create(data: Record<string, unknown>) {
  const res = await api().post('/api/articles').set(bearer(admin)).send({ data });
  if (res.status === 201) created.push(res.body.data.documentId);
  return res;
}
const publicSlug = (slug: string) => api().get(`/api/articles/slug/${slug}`);
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  admin = await adminToken();
  const upload = await api().post('/api/upload').set(bearer(admin)).attach('files', COVER, { filename: 'capa.jpg', contentType: 'image/jpeg' });
  cover = upload.body[0].id;
});
afterAll(async () => {
  for (const id of created) await api().delete(`/api/articles/${id}`).set(bearer(admin));
});

describe('writing articles', () => {
  it('stores a draft with the Markdown body as blocks and its reading time; the public never sees it', async () => {
    const res = await create(article());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ situacao: 'rascunho', reading_time: 1, body: BODY });
    expect((await publicSlug(res.body.data.slug)).status).toBe(404);
    const list = await api().get('/api/articles/editor').query({ busca: res.body.data.slug }).set(bearer(admin));
    expect(list.body.data.map((row) => [row.slug, row.situacao])).toEqual([[res.body.data.slug, 'rascunho']]);
  });

  it('publishes: the public API serves the body as blocks with the headings of the Markdown', async () => {
    const res = await create(article({ publication: 'publicado' }));
    expect(res.body.data.situacao).toBe('publicado');
    const page = await publicSlug(res.body.data.slug);
    expect(page.status).toBe(200);
    const headings = page.body.data.body.filter((b) => b.type === 'heading').map((b) => b.children[0].text);
    expect(headings).toEqual(['Por que investir', 'Como medir']);
    expect(page.body.data.published_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('unpublishes from a patch with only the publication', async () => {
    const { body } = await create(article({ publication: 'publicado' }));
    const res = await api()
      .put(`/api/articles/${body.data.documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { publication: 'rascunho' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ situacao: 'rascunho', title: 'Artigo escrito no painel', cover_alt: 'Gráfico de leads por mês' });
    expect((await publicSlug(body.data.slug)).status).toBe(404);
  });

  it('refuses a slug another article has, with the pt-BR message, and stores nothing', async () => {
    const res = await create(article({ slug: 'geracao-de-leads' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Slug já está em uso por outro artigo');
    const { body } = await create(article());
    const clash = await api()
      .put(`/api/articles/${body.data.documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { slug: 'marketing-digital-imobiliario' } });
    expect(clash.status).toBe(400);
    expect(clash.body.error.message).toBe('Slug já está em uso por outro artigo');
  });

  it.each([
    [{ title: '' }, 'Título é obrigatório'],
    [{ slug: 'Com Espaço' }, 'Slug deve conter apenas letras minúsculas, números e hífens'],
    [{ category: 'Tudo' }, 'Categoria é obrigatória'],
    [{ cover: undefined }, 'Imagem de capa é obrigatória'],
    [{ cover_alt: ' ' }, 'Texto alternativo da capa é obrigatório'],
    [{ body: '[clique](javascript:alert(1))' }, 'Links e imagens do conteúdo devem começar com /, #, http://, https:// ou mailto:'],
    [{ publication: 'agendado' }, 'Informe a data e a hora da publicação'],
    [{ publication: 'agendado', scheduled_at: new Date(Date.now() - 60_000).toISOString() }, 'A data de publicação agendada deve ser no futuro'],
  ])('refuses %j with its message', async (overrides, message) => {
    const res = await create(article(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('is refused to the public and to a signed-in user without the role', async () => {
    const user = (await registeredUserToken()).jwt;
    expect((await api().post('/api/articles').send({ data: article() })).status).toBe(403);
    expect((await api().post('/api/articles').set(bearer(user)).send({ data: article() })).status).toBe(403);
    expect((await api().get('/api/articles/editor').set(bearer(user))).status).toBe(403);
  });
});

describe('scheduled publishing (the CMS job runs every second in this suite)', () => {
  it('publishes a scheduled article once its time has come, and only once; not a later one, nor a draft', async () => {
    const due = (await create(article({ publication: 'agendado', scheduled_at: inFuture(1500) }))).body.data;
    const later = (await create(article({ publication: 'agendado', scheduled_at: inFuture(3_600_000) }))).body.data;
    const draft = (await create(article())).body.data;
    expect(due.situacao).toBe('agendado');
    expect((await publicSlug(due.slug)).status).toBe(404);

    let page = await publicSlug(due.slug);
    for (let i = 0; i < 40 && page.status !== 200; i++) {
      await sleep(250);
      page = await publicSlug(due.slug);
    }
    expect(page.status).toBe(200);
    const firstPublication = page.body.data.publishedAt;
    await sleep(2500); // two more runs of the job
    expect((await publicSlug(due.slug)).body.data.publishedAt).toBe(firstPublication);
    const dueNow = await api().get(`/api/articles/editor/${due.documentId}`).set(bearer(admin));
    expect(dueNow.body.data).toMatchObject({ situacao: 'publicado', scheduled_at: null });

    expect((await publicSlug(later.slug)).status).toBe(404);
    expect((await publicSlug(draft.slug)).status).toBe(404);
    const sitemap = await api().get('/api/sitemap.xml');
    expect(sitemap.text).toContain(`/blog/${due.slug}<`);
    expect(sitemap.text).not.toContain(`/blog/${later.slug}<`);
  });
});
