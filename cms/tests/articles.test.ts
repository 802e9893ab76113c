import { api } from './helpers/api';

const SPEC_ARTICLES = [
  {
    slug: 'marketing-digital-imobiliario',
    title: 'Marketing Digital Imobiliário: Guia Completo 2025',
    category: 'Marketing Digital',
    published_date: '2025-01-15',
    reading_time: 10,
  },
  {
    slug: 'geracao-de-leads',
    title: 'Geração de Leads Imobiliários: 7 Estratégias Eficazes',
    category: 'Leads',
    published_date: '2025-01-10',
    reading_time: 8,
  },
  {
    slug: 'mercado-imobiliario-brasil',
    title: 'Mercado Imobiliário no Brasil: Tendências e Oportunidades 2025',
    category: 'Mercado',
    published_date: '2025-01-08',
    reading_time: 12,
  },
  {
    slug: 'marketing-imobiliario-digital',
    title: 'Marketing Imobiliário Digital: Transforme Leads em Vendas',
    category: 'Conversão',
    published_date: '2025-01-05',
    reading_time: 9,
  },
];

describe('articles, public API', () => {
  it('lists the four spec articles, newest first, without bodies, with cover URLs', async () => {
    const res = await api().get('/api/articles');
    expect(res.status).toBe(200);
    expect(
      res.body.data.map(({ slug, title, category, published_date, reading_time }) => ({ slug, title, category, published_date, reading_time })),
    ).toEqual(SPEC_ARTICLES);
    for (const article of res.body.data) {
      expect(article.body).toBeUndefined();
      expect(article.cover.url).toMatch(/^http:\/\/.+\/uploads\/.+\.jpg$/);
    }
  });

  it('never serves a draft, even when asked for drafts', async () => {
    for (const query of ['', '?status=draft', '?filters[slug]=rascunho-interno&status=draft']) {
      const res = await api().get(`/api/articles${query}`);
      expect(res.body.data.map((a) => a.slug)).not.toContain('rascunho-interno');
    }
    expect((await api().get('/api/articles/slug/rascunho-interno')).status).toBe(404);
    expect((await api().get('/api/articles/slug/rascunho-interno?status=draft')).status).toBe(404);
  });

  it('serves one article by slug with its body and related articles', async () => {
    const res = await api().get('/api/articles/slug/marketing-digital-imobiliario');
    expect(res.status).toBe(200);
    const { body, related } = res.body.data;
    const headings = body.filter((b) => b.type === 'heading' && b.level === 2).map((b) => b.children.map((c) => c.text).join(''));
    expect(headings).toEqual(['Definição', 'Benefícios', 'Estratégias', 'Ferramentas', 'Implementação', 'Métricas']);
    expect(related.map((r) => r.slug).sort()).toEqual(['geracao-de-leads', 'marketing-imobiliario-digital', 'mercado-imobiliario-brasil']);
    expect(JSON.stringify(body)).toMatch(/R\$ ?15.{0,12}50/);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await api().get('/api/articles/slug/nao-existe')).status).toBe(404);
  });

  it('has no public write', async () => {
    expect(
      (
        await api()
          .post('/api/articles')
          .send({ data: { title: 'x' } })
      ).status,
    ).toBe(403);
  });
});

describe('company contact data', () => {
  it('is public and fictitious until the agency sets it', async () => {
    const res = await api().get('/api/company');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Alicerce Digital', city: 'Sorocaba', state: 'SP', whatsapp_digits: '5515900000000' });
    expect(res.body.data.email).toMatch(/@alicerce\.example$/);
  });

  it('only an admin can change it', async () => {
    expect(
      (
        await api()
          .put('/api/company')
          .send({ data: { phone_display: '(11) 1111-1111' } })
      ).status,
    ).toBe(403);
  });
});
