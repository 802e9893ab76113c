import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';

import { ANY_VERSION, adminToken, api, bearer, unique, validCase } from './helpers/api';

let admin: string;
/** Every case, unpublished ones too (the dashboard's query). */
const countCases = async () =>
  (
    await api()
      .get('/api/cases')
      .query({ 'pagination[pageSize]': 1, ...WITH_UNPUBLISHED_CASES })
      .set(bearer(admin))
  ).body.meta.pagination.total;

beforeAll(async () => {
  admin = await adminToken();
});

describe('case validation (spec §5): 400 with the pt-BR message, nothing stored', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['over-long title', { title: 'T'.repeat(201) }, 'Título deve ter no máximo 200 caracteres'],
    ['empty title', { title: '   ' }, 'Título é obrigatório'],
    ['slug with capitals', { slug: 'Case-Com-Maiusculas' }, 'Slug deve conter apenas letras minúsculas, números e hífens'],
    ['over-long client name', { client_name: 'C'.repeat(201) }, 'Nome muito longo'],
    ['unknown platform', { platform: 'Orkut Ads' }, 'Plataforma é obrigatória'],
    ['over-long challenge', { challenge: 'D'.repeat(2001) }, 'Desafio deve ter no máximo 2000 caracteres'],
    ['results with a number', { results: { Leads: 10 } }, 'Formato de resultados inválido'],
    ['results as a list', { results: ['10 leads'] }, 'Formato de resultados inválido'],
    ['bad image url', { image_url: 'not a url' }, 'URL de imagem inválida'],
    ['bad chart url', { chart_url: 'javascript:alert(1)' }, 'URL de gráfico inválida'],
    ['bad gallery url', { gallery_images: ['https://ok.example/a.jpg', 'nada'] }, 'URL de galeria inválida'],
    ['http image url (mixed content on the https site)', { image_url: 'http://img.example/a.jpg' }, 'URL de imagem inválida'],
    ['data: gallery url', { gallery_images: ['/uploads/a.jpg', 'data:image/png;base64,AAAA'] }, 'URL de galeria inválida'],
    ['upload path that climbs out of /uploads/', { chart_url: '/uploads/../admin/x.png' }, 'URL de gráfico inválida'],
    ['over-long image alt text', { image_alt: 'A'.repeat(251) }, 'Texto alternativo deve ter no máximo 250 caracteres'],
    ['over-long chart alt text', { chart_alt: 'A'.repeat(251) }, 'Texto alternativo deve ter no máximo 250 caracteres'],
    [
      'over-long gallery alt text',
      { gallery_alts: { 'https://ok.example/a.jpg': 'A'.repeat(251) } },
      'Texto alternativo deve ter no máximo 250 caracteres',
    ],
    ['gallery alt texts as a list', { gallery_alts: ['Sala de estar'] }, 'Textos alternativos inválidos'],
  ];

  it.each(cases)('%s', async (_name, override, message) => {
    const before = await countCases();
    const res = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase(override) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await countCases()).toBe(before);
  });

  it('stores the alt texts of images given by URL, trimmed, and the public reads them', async () => {
    const gallery = ['https://img.example/sala.jpg', 'https://img.example/varanda.jpg'];
    const res = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({
        data: validCase({
          image_url: 'https://img.example/fachada.jpg',
          image_alt: '  Fachada do edifício ao entardecer ',
          chart_url: 'https://img.example/grafico.png',
          chart_alt: 'Gráfico de leads por mês',
          gallery_images: gallery,
          gallery_alts: { [gallery[1]]: 'Varanda gourmet com churrasqueira' },
        }),
      });
    expect(res.status).toBe(201);
    const read = (await api().get(`/api/cases/${res.body.data.documentId}`)).body.data;
    expect(read).toMatchObject({
      image_alt: 'Fachada do edifício ao entardecer',
      chart_alt: 'Gráfico de leads por mês',
      gallery_images: gallery,
      gallery_alts: { [gallery[1]]: 'Varanda gourmet com churrasqueira' },
    });
  });

  it('refuses a second case with the same slug', async () => {
    const slug = unique('duplicado').toLowerCase();
    expect(
      (
        await api()
          .post('/api/cases')
          .set(bearer(admin))
          .send({ data: validCase({ slug }) })
      ).status,
    ).toBe(201);
    const res = await api()
      .post('/api/cases')
      .set(bearer(admin))
      .send({ data: validCase({ slug }) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Slug já está em uso por outro case');
  });

  it('an update is validated too and leaves the case unchanged', async () => {
    const created = await api().post('/api/cases').set(bearer(admin)).send({ data: validCase() });
    const id = created.body.data.documentId;
    const res = await api()
      .put(`/api/cases/${id}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { title: 'x'.repeat(300) } });
    expect(res.status).toBe(400);
    const after = await api().get(`/api/cases/${id}`).set(bearer(admin));
    expect(after.body.data.title).toBe(created.body.data.title);
  });
});

describe('page-content validation', () => {
  const put = (data: object) => api().put('/api/page-contents/upsert').set(bearer(admin)).set(ANY_VERSION).send({ data });

  it('rejects a section key with capitals or dashes', async () => {
    const res = await put({ page_slug: 'home', section_key: 'Hero-Principal', content_type: 'hero', content: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Use apenas letras minúsculas, números e underscores');
  });

  it('rejects content that is not a JSON object', async () => {
    const res = await put({ page_slug: 'home', section_key: 'lista', content_type: 'hero', content: ['a', 'b'] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Formato de conteúdo inválido');
  });

  it('rejects a page outside the five pages', async () => {
    const res = await put({ page_slug: 'admin', section_key: 'hero', content_type: 'hero', content: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Página inválida');
  });
});
