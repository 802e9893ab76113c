import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';

import { ANY_VERSION, adminToken, api, bearer, clientIp, unique, validCase, validLead } from './helpers/api';

/**
 * Anonymous public reads are answered from memory (src/middlewares/public-cache.ts). What must hold: an edit
 * made in the dashboard shows on the next anonymous read, browsers can revalidate with the ETag, a signed-in
 * request never gets or leaves a stored answer, and an unpublished case never reaches the public through it.
 */
let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const createCase = async (overrides: Record<string, unknown> = {}) => {
  const res = await api()
    .post('/api/cases')
    .set(bearer(admin))
    .send({ data: validCase(overrides) });
  expect(res.status).toBe(201);
  return res.body.data as { documentId: string; slug: string; title: string };
};
const bySlug = (slug: string) => `/api/cases?filters[slug][$eq]=${slug}`;
/** The dashboard's request for unpublished cases too (honoured for an admin only). */
const withUnpublished = (url: string) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(WITH_UNPUBLISHED_CASES)}`;

/** Reads a URL anonymously until it is served from memory, so the next assertion is about a warm entry. */
async function warm(url: string) {
  const first = await api().get(url);
  expect(first.status).toBe(200);
  const second = await api().get(url);
  expect(second.headers['x-cache']).toBe('HIT');
  return second;
}

describe('an edit shows on the next anonymous read', () => {
  it('a case renamed by the admin', async () => {
    const created = await createCase({ title: 'Título antes da edição' });
    const before = await warm(bySlug(created.slug));
    expect(before.body.data[0].title).toBe('Título antes da edição');

    const put = await api()
      .put(`/api/cases/${created.documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { title: 'Título depois da edição' } });
    expect(put.status).toBe(200);
    const after = await api().get(bySlug(created.slug));
    expect(after.body.data[0].title).toBe('Título depois da edição');
  });

  it('a case unpublished by the admin leaves the public list at once', async () => {
    const created = await createCase();
    expect((await warm('/api/cases?pagination[pageSize]=100')).body.data.map((c) => c.slug)).toContain(created.slug);

    await api()
      .put(`/api/cases/${created.documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { is_published: false } })
      .expect(200);
    const after = await api().get('/api/cases?pagination[pageSize]=100');
    expect(after.body.data.map((c) => c.slug)).not.toContain(created.slug);
    expect((await api().get(`/api/cases/${created.documentId}`)).status).toBe(404);
  });

  it('a deleted case', async () => {
    const created = await createCase();
    await warm(bySlug(created.slug));
    await api().delete(`/api/cases/${created.documentId}`).set(bearer(admin)).expect(204);
    expect((await api().get(bySlug(created.slug))).body.data).toEqual([]);
  });

  it('a page section saved in edit mode', async () => {
    const key = unique('cache').replace(/-/g, '_');
    const url = `/api/page-contents?filters[page_slug][$eq]=contato&filters[section_key][$eq]=${key}`;
    const save = (title: string) =>
      api()
        .put('/api/page-contents/upsert')
        .set(bearer(admin))
        .set(ANY_VERSION)
        .send({ data: { page_slug: 'contato', section_key: key, content_type: 'hero', content: { title } } });
    await save('Versão publicada').expect(200);
    expect((await warm(url)).body.data[0].content.title).toBe('Versão publicada');
    await save('Versão corrigida').expect(200);
    expect((await api().get(url)).body.data[0].content.title).toBe('Versão corrigida');
  });

  it('a site script changed in the settings', async () => {
    const url = '/api/site-settings?filters[setting_key][$in][0]=footer_scripts';
    const save = (value: string) =>
      api()
        .put('/api/site-settings/upsert')
        .set(bearer(admin))
        .set(ANY_VERSION)
        .send({ data: { setting_key: 'footer_scripts', setting_value: value } });
    await save('<!-- rodapé 1 -->').expect(200);
    expect((await warm(url)).body.data[0].setting_value).toBe('<!-- rodapé 1 -->');
    await save('<!-- rodapé 2 -->').expect(200);
    expect((await api().get(url)).body.data[0].setting_value).toBe('<!-- rodapé 2 -->');
  });
});

describe('revalidation with the ETag', () => {
  it('answers 304 with no body while nothing changed, 200 with the new content once it did', async () => {
    const created = await createCase({ title: 'Case com ETag' });
    const first = await api().get(bySlug(created.slug));
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const unchanged = await api().get(bySlug(created.slug)).set('If-None-Match', etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text ?? '').toBe('');

    await api()
      .put(`/api/cases/${created.documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { title: 'Case com ETag novo' } })
      .expect(200);
    const changed = await api().get(bySlug(created.slug)).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.data[0].title).toBe('Case com ETag novo');
  });
});

describe('compression', () => {
  it('a browser accepting gzip gets the list compressed, anything else gets plain JSON, the same content', async () => {
    const url = '/api/cases?pagination[pageSize]=100';
    const gzipped = await api().get(url).set('Accept-Encoding', 'gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await api().get(url).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.body).toEqual(plain.body);
    expect(plain.body.data.length).toBeGreaterThan(0);
  });
});

describe('signed-in requests and unpublished content', () => {
  it('an admin never gets the public answer stored for the same URL', async () => {
    const hidden = await createCase({ is_published: false });
    expect((await warm(withUnpublished(bySlug(hidden.slug)))).body.data).toEqual([]);

    const asAdmin = await api()
      .get(withUnpublished(bySlug(hidden.slug)))
      .set(bearer(admin));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers['x-cache']).toBeUndefined();
    expect(asAdmin.body.data.map((c) => c.slug)).toEqual([hidden.slug]);
  });

  it('what an admin read is never stored for the public', async () => {
    const hidden = await createCase({ is_published: false });
    const asAdmin = await api()
      .get(withUnpublished(bySlug(hidden.slug)))
      .set(bearer(admin));
    expect(asAdmin.body.data).toHaveLength(1);
    const byIdAsAdmin = await api()
      .get(withUnpublished(`/api/cases/${hidden.documentId}`))
      .set(bearer(admin));
    expect(byIdAsAdmin.status).toBe(200);

    for (let i = 0; i < 2; i++) {
      expect((await api().get(withUnpublished(bySlug(hidden.slug)))).body.data).toEqual([]);
      expect((await api().get(withUnpublished(`/api/cases/${hidden.documentId}`))).status).toBe(404);
    }
  });

  it('errors are never stored: a case published after a 404 is found on the next read', async () => {
    const later = await createCase({ is_published: false });
    for (let i = 0; i < 2; i++) {
      const missing = await api().get(`/api/cases/${later.documentId}`);
      expect(missing.status).toBe(404);
      expect(missing.headers['x-cache']).toBeUndefined();
    }
    await api()
      .put(`/api/cases/${later.documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { is_published: true } })
      .expect(200);
    expect((await api().get(`/api/cases/${later.documentId}`)).status).toBe(200);
  });
});

describe('form submissions', () => {
  it('a new lead does not empty the stored public answers', async () => {
    const url = '/api/cases?pagination[pageSize]=100';
    await warm(url);
    const lead = await api()
      .post('/api/leads')
      .set('X-Forwarded-For', clientIp())
      .send({ data: validLead({ email: `${unique('cache')}@exemplo.com` }) });
    expect(lead.status).toBe(201);
    expect((await api().get(url)).headers['x-cache']).toBe('HIT');
  });
});
