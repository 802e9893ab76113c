import { ANY_VERSION, adminToken, api, bearer } from './helpers/api';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const put = (data: Record<string, unknown>) => api().put('/api/site-settings/upsert').set(bearer(admin)).set(ANY_VERSION).send({ data });
const read = async (key: string) => (await api().get(`/api/site-settings?filters[setting_key]=${key}`)).body.data;

describe('site-setting consent_category (LGPD)', () => {
  afterAll(async () => {
    await put({ setting_key: 'body_scripts', setting_value: '', consent_category: 'marketing' });
    await put({ setting_key: 'footer_scripts', setting_value: '', consent_category: 'marketing' });
  });

  it('defaults to marketing when the admin does not choose one', async () => {
    const res = await put({ setting_key: 'footer_scripts', setting_value: '<!-- rodapé -->' });
    expect(res.status).toBe(200);
    expect(res.body.data.consent_category).toBe('marketing');
    expect((await read('footer_scripts'))[0].consent_category).toBe('marketing');
  });

  it('stores the chosen category and returns it on public reads', async () => {
    const res = await put({ setting_key: 'body_scripts', setting_value: '<!-- analytics -->', consent_category: 'analytics' });
    expect(res.status).toBe(200);
    expect(res.body.data.consent_category).toBe('analytics');
    const rows = await api().get('/api/site-settings?filters[setting_key][$in][0]=body_scripts&filters[setting_key][$in][1]=footer_scripts');
    const byKey = Object.fromEntries(rows.body.data.map((row) => [row.setting_key, row.consent_category]));
    expect(byKey).toEqual({ body_scripts: 'analytics', footer_scripts: 'marketing' });
  });

  it('an upsert without a category keeps the stored one', async () => {
    await put({ setting_key: 'body_scripts', setting_value: '<!-- necessário -->', consent_category: 'necessary' });
    await put({ setting_key: 'body_scripts', setting_value: '<!-- novo valor -->' });
    const [row] = await read('body_scripts');
    expect(row).toMatchObject({ setting_value: '<!-- novo valor -->', consent_category: 'necessary' });
  });

  it('an invalid category is a 400 with the pt-BR message and changes nothing', async () => {
    await put({ setting_key: 'body_scripts', setting_value: '<!-- antes -->', consent_category: 'analytics' });
    const res = await put({ setting_key: 'body_scripts', setting_value: '<!-- depois -->', consent_category: 'publicidade' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Categoria de consentimento inválida');
    expect((await read('body_scripts'))[0]).toMatchObject({ setting_value: '<!-- antes -->', consent_category: 'analytics' });
  });
});
