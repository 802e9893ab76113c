import { ANY_VERSION, adminToken, api, bearer, validCase } from './helpers/api';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/** GET /api/sitemap.xml: what search engines get at /sitemap.xml, built from what is published right now. */
describe('live sitemap', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('lists the indexable pages and the published articles, never drafts, /obrigado or admin pages', async () => {
    const res = await api().get('/api/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = locs(res.text);
    const site = 'http://localhost:4173';
    for (const path of [
      '/',
      '/servicos',
      '/contato',
      '/marketing-digital-imobiliario',
      '/blog',
      '/agendamento',
      '/cases',
      '/politicas-privacidade',
      '/termos-uso',
    ]) {
      expect(urls).toContain(`${site}${path}`);
    }
    for (const slug of ['marketing-digital-imobiliario', 'geracao-de-leads', 'mercado-imobiliario-brasil', 'marketing-imobiliario-digital']) {
      expect(urls).toContain(`${site}/blog/${slug}`);
    }
    expect(urls).not.toContain(`${site}/blog/rascunho-interno`);
    expect(urls.some((url) => url.includes('/obrigado') || url.includes('/admin') || url.includes('?case='))).toBe(false);
    expect(res.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('shows a case the moment it is published and drops it when unpublished, no rebuild', async () => {
    const created = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ is_published: true }) });
    expect(created.status).toBe(201);
    const { documentId, slug } = created.body.data;
    const deepLink = `http://localhost:4173/cases/${slug}`;
    expect(locs((await api().get('/api/sitemap.xml')).text)).toContain(deepLink);

    await api()
      .put(`/api/cases/${documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { is_published: false } })
      .expect(200);
    expect(locs((await api().get('/api/sitemap.xml')).text)).not.toContain(deepLink);
  });
});
