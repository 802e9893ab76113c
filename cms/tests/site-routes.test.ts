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
    const created = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ is_published: true }) });
    expect(created.status).toBe(201);
    expect((await check(`/cases/${created.body.data.slug}/`)).status).toBe(200);
    await api().delete(`/api/cases/${created.body.data.documentId}`).set(bearer(admin)).expect(204);
  });

  it('answers 404 for an unpublished case, a draft article, an unknown slug and any other path', async () => {
    const created = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ is_published: false }) });
    expect(created.status).toBe(201);
    const paths = [
      `/cases/${created.body.data.slug}`,
      '/blog/rascunho-interno',
      `/blog/${unique('nao-existe')}`,
      '/cases/../admin',
      '/servicos',
      '/blog/a/b',
      '',
    ];
    for (const path of paths) {
      const res = await check(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers['x-accel-redirect']).toBeUndefined();
    }
    await api().delete(`/api/cases/${created.body.data.documentId}`).set(bearer(admin)).expect(204);
  });

  it("splits /lp/<slug> between the hero variants by the web server's bucket, honours a remembered variant the page still has", async () => {
    const seeded = '/lp/lancamento-vista-do-ipanema';
    const served = async (headers: Record<string, string>) => {
      const res = await api().get('/api/site-routes/check').query({ path: seeded }).set(headers);
      expect(res.status).toBe(200);
      return res.headers['x-accel-redirect'];
    };
    // Two variants (a, b): buckets 0–49 get a, 50–99 b; no bucket (nothing in front splits) the original.
    expect(await served({})).toBe(`/__landing${seeded}`);
    expect(await served({ 'X-Split-Bucket': '0' })).toBe(`/__landing${seeded}`);
    expect(await served({ 'X-Split-Bucket': '49' })).toBe(`/__landing${seeded}`);
    expect(await served({ 'X-Split-Bucket': '50' })).toBe(`/__landing${seeded}/__v/b`);
    expect(await served({ 'X-Split-Bucket': '99' })).toBe(`/__landing${seeded}/__v/b`);
    expect(await served({ 'X-Split-Bucket': 'abc' })).toBe(`/__landing${seeded}`);
    // The consented cookie wins over the bucket; one naming a variant the page does not have (c) or another page's is ignored.
    expect(await served({ 'X-Split-Bucket': '10', Cookie: 'x=1; lp_variant_lancamento-vista-do-ipanema=b' })).toBe(`/__landing${seeded}/__v/b`);
    expect(await served({ 'X-Split-Bucket': '90', Cookie: 'lp_variant_lancamento-vista-do-ipanema=a' })).toBe(`/__landing${seeded}`);
    expect(await served({ 'X-Split-Bucket': '10', Cookie: 'lp_variant_lancamento-vista-do-ipanema=c' })).toBe(`/__landing${seeded}`);
    expect(await served({ 'X-Split-Bucket': '10', Cookie: 'lp_variant_outra-pagina=b' })).toBe(`/__landing${seeded}`);
    // A variant's own address is always that variant (previews, direct links), whatever the bucket.
    const direct = await api()
      .get('/api/site-routes/check')
      .query({ path: `${seeded}/__v/b` })
      .set('X-Split-Bucket', '0');
    expect(direct.headers['x-accel-redirect']).toBe(`/__landing${seeded}/__v/b`);
    expect(direct.headers['set-cookie']).toBeUndefined();
  });

  it("serves a launch page's own thank-you (issue 54); an agency page has none", async () => {
    const launch = await api().get('/api/site-routes/check').query({ path: '/lp/lancamento-vista-do-ipanema/obrigado' });
    expect(launch.status).toBe(200);
    expect(launch.headers['x-accel-redirect']).toBe('/__landing/lp/lancamento-vista-do-ipanema/obrigado');
    const agency = await api().get('/api/site-routes/check').query({ path: '/lp/marketing-para-lancamentos/obrigado' });
    expect(agency.status).toBe(404);
    expect(agency.headers['x-accel-redirect']).toBeUndefined();
  });
});
