import { ANY_VERSION, adminToken, api, bearer, unique } from './helpers/api';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const upsertSection = (section_key: string, title: string) =>
  api()
    .put('/api/page-contents/upsert')
    .set(bearer(admin))
    .set(ANY_VERSION)
    .send({ data: { page_slug: 'contato', section_key, content_type: 'hero', content: { title } } });

describe('page-content upsert on (page_slug, section_key)', () => {
  it('the same pair twice leaves one row, holding the second content', async () => {
    const key = unique('secao').replace(/-/g, '_');
    expect((await upsertSection(key, 'Primeira versão')).status).toBe(200);
    const second = await upsertSection(key, 'Segunda versão');
    expect(second.status).toBe(200);
    expect(second.body.data.content).toEqual({ title: 'Segunda versão' });

    const rows = await api().get(`/api/page-contents?filters[page_slug]=contato&filters[section_key]=${key}`);
    expect(rows.body.data).toHaveLength(1);
    expect(rows.body.data[0].content.title).toBe('Segunda versão');
  });

  it('records who saved it', async () => {
    const me = await api().get('/api/users/me').set(bearer(admin));
    const res = await upsertSection(unique('autor').replace(/-/g, '_'), 'Com autor');
    expect(res.body.data.updated_by).toBe(me.body.id);
  });

  it('ten concurrent upserts of one pair still leave exactly one row', async () => {
    const key = unique('corrida').replace(/-/g, '_');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upsertSection(key, `Versão ${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await api().get(`/api/page-contents?filters[section_key]=${key}`);
    expect(rows.body.data).toHaveLength(1);
  });

  it('the same section key on another page is another row', async () => {
    const key = unique('compartilhada').replace(/-/g, '_');
    await upsertSection(key, 'Contato');
    await api()
      .put('/api/page-contents/upsert')
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { page_slug: 'blog', section_key: key, content_type: 'hero', content: { title: 'Blog' } } });
    const rows = await api().get(`/api/page-contents?filters[section_key]=${key}`);
    expect(rows.body.data.map((r) => r.page_slug).sort()).toEqual(['blog', 'contato']);
  });
});

describe('site-setting upsert on setting_key', () => {
  it('keeps one row per key and returns the latest value', async () => {
    const put = (value: string) =>
      api()
        .put('/api/site-settings/upsert')
        .set(bearer(admin))
        .set(ANY_VERSION)
        .send({ data: { setting_key: 'head_scripts', setting_value: value } });
    await put('<!-- versão 1 -->');
    await Promise.all([put('<!-- versão 2 -->'), put('<!-- versão 2 -->'), put('<!-- versão 2 -->')]);
    const rows = await api().get('/api/site-settings?filters[setting_key]=head_scripts');
    expect(rows.body.data).toHaveLength(1);
    expect(rows.body.data[0].setting_value).toBe('<!-- versão 2 -->');
  });
});
