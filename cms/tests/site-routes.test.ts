import { adminToken, api, bearer, unique, validCase } from './helpers/api';

/**
 * GET /api/site-routes/check: whether an article or case page the site did not prerender exists now (the web server
 * then serves the client-rendered app) or not (the 404 page, with the status 404).
 */
describe('site routes check', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  const check = (path: string) => api().get('/api/site-routes/check').query({ path });

  it('says a published article or case exists, and tells nginx to serve the client-rendered app', async () => {
    const article = await check('/blog/geracao-de-leads');
    expect(article.status).toBe(200);
    expect(article.headers['x-accel-redirect']).toBe('/__spa-fallback.html');
    const created = await api().post('/api/cases').set(bearer(admin)).send({ data: validCase({ is_published: true }) });
    expect(created.status).toBe(201);
    expect((await check(`/cases/${created.body.data.slug}/`)).status).toBe(200);
    await api().delete(`/api/cases/${created.body.data.documentId}`).set(bearer(admin)).expect(204);
  });

  it('answers 404 for an unpublished case, a draft article, an unknown slug and any other path', async () => {
    const created = await api().post('/api/cases').set(bearer(admin)).send({ data: validCase({ is_published: false }) });
    expect(created.status).toBe(201);
    const paths = [`/cases/${created.body.data.slug}`, '/blog/rascunho-interno', `/blog/${unique('nao-existe')}`, '/cases/../admin', '/servicos', '/blog/a/b', ''];
    for (const path of paths) {
      const res = await check(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers['x-accel-redirect']).toBeUndefined();
    }
    await api().delete(`/api/cases/${created.body.data.documentId}`).set(bearer(admin)).expect(204);
  });
});
