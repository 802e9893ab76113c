import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';

import { ANY_VERSION, adminToken, api, bearer, editorToken, registeredUserToken, validCase } from './helpers/api';

const WITH_UNPUBLISHED = new URLSearchParams(WITH_UNPUBLISHED_CASES).toString();

/**
 * The public sees published cases only, whatever it asks for. An admin sees unpublished ones only when the request
 * asks for them (the dashboard's list): a signed-in admin reading the public list gets the public list.
 */
describe('case visibility', () => {
  let admin: string;
  let hidden: { documentId: string; slug: string };

  beforeAll(async () => {
    admin = await adminToken();
    const res = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ is_published: false }) });
    expect(res.status).toBe(201);
    hidden = res.body.data;
  });

  it('lists no unpublished case to the public, even when filtering for them', async () => {
    const all = await api().get('/api/cases?pagination[pageSize]=100');
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(0);
    expect(all.body.data.every((c) => c.is_published === true)).toBe(true);
    expect(all.body.data.map((c) => c.slug)).not.toContain(hidden.slug);

    const asked = await api().get('/api/cases?filters[is_published]=false');
    expect(asked.body.data).toEqual([]);
    const bySlug = await api().get(`/api/cases?filters[slug]=${hidden.slug}`);
    expect(bySlug.body.data).toEqual([]);
  });

  it('answers 404 to the public for an unpublished case by id, 200 to an admin who asks for unpublished cases', async () => {
    expect((await api().get(`/api/cases/${hidden.documentId}`)).status).toBe(404);
    expect((await api().get(`/api/cases/${hidden.documentId}?${WITH_UNPUBLISHED}`)).status).toBe(404);
    expect((await api().get(`/api/cases/${hidden.documentId}`).set(bearer(admin))).status).toBe(404);
    const asAdmin = await api().get(`/api/cases/${hidden.documentId}?${WITH_UNPUBLISHED}`).set(bearer(admin));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.slug).toBe(hidden.slug);
  });

  it('shows an admin the unpublished case in the list when asked (the dashboard), newest first', async () => {
    const res = await api().get(`/api/cases?pagination[pageSize]=100&${WITH_UNPUBLISHED}`).set(bearer(admin));
    const slugs = res.body.data.map((c) => c.slug);
    expect(slugs).toContain(hidden.slug);
    const dates = res.body.data.map((c) => Date.parse(c.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('shows an editor the unpublished case when asked (the dashboard), like an admin', async () => {
    const editor = (await editorToken()).jwt;
    const list = await api().get(`/api/cases?pagination[pageSize]=100&${WITH_UNPUBLISHED}`).set(bearer(editor));
    expect(list.body.data.map((c) => c.slug)).toContain(hidden.slug);
    expect((await api().get(`/api/cases/${hidden.documentId}?${WITH_UNPUBLISHED}`).set(bearer(editor))).status).toBe(200);
    expect((await api().get(`/api/cases/${hidden.documentId}`).set(bearer(editor))).status).toBe(404);
  });

  it('gives a signed-in admin the public list when the request does not ask for unpublished cases', async () => {
    const asAdmin = await api().get('/api/cases?pagination[pageSize]=100').set(bearer(admin));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.map((c) => c.slug)).not.toContain(hidden.slug);
    expect(asAdmin.body.data.every((c) => c.is_published === true)).toBe(true);
    const bySlug = await api().get(`/api/cases?filters[slug]=${hidden.slug}`).set(bearer(admin));
    expect(bySlug.body.data).toEqual([]);
  });

  it('ignores the request for unpublished cases from anyone but an admin or editor', async () => {
    const user = await registeredUserToken();
    for (const res of [
      await api().get(`/api/cases?pagination[pageSize]=100&${WITH_UNPUBLISHED}`),
      await api().get(`/api/cases?pagination[pageSize]=100&${WITH_UNPUBLISHED}`).set(bearer(user.jwt)),
    ]) {
      expect(res.status).toBe(200);
      expect(res.body.data.map((c) => c.slug)).not.toContain(hidden.slug);
    }
  });

  it('keeps an unpublished case unpublished when a save does not name is_published (only the fields sent are stored)', async () => {
    const put = await api()
      .put(`/api/cases/${hidden.documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { short_description: 'Rascunho revisto sem tocar na publicação.' } });
    expect(put.status).toBe(200);
    expect(put.body.data.is_published).toBe(false);
    expect((await api().get(`/api/cases/${hidden.documentId}`)).status).toBe(404);
    const asAdmin = await api().get(`/api/cases/${hidden.documentId}?${WITH_UNPUBLISHED}`).set(bearer(admin));
    expect(asAdmin.body.data).toMatchObject({ is_published: false, short_description: 'Rascunho revisto sem tocar na publicação.' });
  });

  it('lists newest first unless the client names an allowed order (public-query.test.ts), published cases only either way', async () => {
    const res = await api().get('/api/cases?pagination[pageSize]=100');
    const dates = res.body.data.map((c) => Date.parse(c.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const oldestFirst = await api().get('/api/cases?sort=createdAt:asc&pagination[pageSize]=100');
    expect(oldestFirst.body.data.map((c) => c.slug)).not.toContain(hidden.slug);
    expect(oldestFirst.body.data.map((c) => c.slug).sort()).toEqual(res.body.data.map((c) => c.slug).sort());
  });
});
