import { api } from './helpers/api';

const slugs = (res: { body: { data: { slug: string }[] } }) => res.body.data.map((entry) => entry.slug);

/**
 * The standard `sort` and `fields` parameters on the public lists (docs/public-api.md): honoured within the server's
 * rules, or refused with a 400 that says what is accepted — never silently ignored.
 */
describe('public API query parameters', () => {
  it('orders cases and articles by an allowed field, in either direction and in every Strapi spelling', async () => {
    const asc = await api().get('/api/cases?sort=title:asc&pagination[pageSize]=100');
    expect(asc.status).toBe(200);
    const titles = asc.body.data.map((c) => c.title);
    expect(titles.length).toBeGreaterThan(2);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const desc = await api().get('/api/cases?sort[0]=title:desc&pagination[pageSize]=100');
    expect(desc.body.data.map((c) => c.title)).toEqual([...titles].reverse());
    const objectForm = await api().get('/api/cases?sort[title]=desc&pagination[pageSize]=100');
    expect(slugs(objectForm)).toEqual(slugs(desc));

    const oldest = await api().get('/api/articles?sort=published_date:asc');
    expect(oldest.status).toBe(200);
    const dates = oldest.body.data.map((a) => a.published_date);
    expect(dates).toEqual([...dates].sort());
    const newest = await api().get('/api/articles');
    expect(slugs(newest)).toEqual([...slugs(oldest)].reverse());
  });

  it('refuses an unknown sort field or direction with a 400 that names the accepted fields', async () => {
    for (const query of ['sort=nonexistent:asc', 'sort=title:sideways', 'sort=is_published:asc', 'sort=title:asc:x']) {
      const res = await api().get(`/api/cases?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.error.message).toMatch(/^Ordenação inválida: .+ Use campo:asc ou campo:desc com um destes campos: title, /);
    }
    const article = await api().get('/api/articles?sort=body:asc');
    expect(article.status).toBe(400);
    expect(article.body.error.message).toContain('published_date');
  });

  it('narrows the answer to the public fields asked for; media stay populated', async () => {
    const cases = await api().get('/api/cases?fields=title,slug&sort=createdAt:asc');
    expect(cases.status).toBe(200);
    for (const entry of cases.body.data) {
      expect(entry.title).toBeTruthy();
      expect(entry.challenge).toBeUndefined();
      expect(entry.client_name).toBeUndefined();
    }
    // The seeded cases have media-library images: they come back populated whatever `fields` says.
    expect(cases.body.data.filter((entry) => entry.image?.url?.includes('/uploads/')).length).toBeGreaterThan(0);

    const articles = await api().get('/api/articles?fields[0]=title&fields[1]=slug');
    expect(articles.status).toBe(200);
    expect(Object.keys(articles.body.data[0])).toEqual(expect.arrayContaining(['title', 'slug', 'documentId']));
    expect(articles.body.data[0].excerpt).toBeUndefined();

    const one = await api().get(`/api/articles/slug/${articles.body.data[0].slug}?fields=title,body`);
    expect(one.status).toBe(200);
    expect(Array.isArray(one.body.data.body)).toBe(true);
    expect(one.body.data.excerpt).toBeUndefined();
  });

  it('refuses a field outside the public set — the article body is not part of the list', async () => {
    const body = await api().get('/api/articles?fields=title,body');
    expect(body.status).toBe(400);
    expect(body.body.error.message).toMatch(/^Campo não disponível: "body"\. Campos públicos: title, slug, /);
    const unknown = await api().get('/api/cases?fields=title,password');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('"password"');
  });

  it('keeps an unpublished case out of a narrowed read of one case', async () => {
    const list = await api().get('/api/cases?fields=slug');
    const { documentId } = list.body.data[0];
    const one = await api().get(`/api/cases/${documentId}?fields=slug`);
    expect(one.status).toBe(200);
    expect(one.body.data.slug).toBe(list.body.data[0].slug);
  });
});
