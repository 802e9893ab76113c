import { LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import {
  ANY_VERSION,
  adminToken,
  api,
  bearer,
  clientIp,
  editorToken,
  registeredUserToken,
  unique,
  validLead,
  type AnsweredPage,
} from './helpers/api';
import { countRows } from './helpers/db-rows';
import { uploadImage } from './helpers/proof';

/**
 * Campaign landing pages (issue 31): the public reads published pages that have not ended (410 after their end date),
 * editors and admins write them with the shared rules of domain/ (400 with the first pt-BR message, nothing stored),
 * and a lead sent from a page's form stores the page and the hero variant.
 */
let editor: string;
let image: number;
beforeAll(async () => {
  editor = (await editorToken()).jwt;
  image = await uploadImage(editor);
});

/** A page's fields as sent in a write. */
type Page = Record<string, unknown>;
const blocksOf = (page: AnsweredPage) => page.blocks;
const withBlock = (type: string, change: (block: Page) => Page) =>
  LANDING_STARTER_TEMPLATE.blocks.map((block) => (block.type === type ? change({ ...block }) : block));
const valid = (overrides: Page = {}): Page => ({
  ...LANDING_STARTER_TEMPLATE,
  title: 'Lançamento Teste',
  slug: unique('lp').toLowerCase(),
  blocks: withBlock('gallery', (block) => ({ ...block, images: [{ image, alt: 'Fachada do prédio' }] })),
  is_published: true,
  ...overrides,
});

const create = async (data: Page, jwt = editor) => api().post('/api/landing-pages').set(bearer(jwt)).send({ data });
const created = async (overrides: Page = {}) => {
  const res = await create(valid(overrides));
  expect({ status: res.status, error: res.body.error }).toEqual({ status: 201, error: undefined });
  return res.body.data as AnsweredPage;
};
const stored = async (slug: string) => (await countRows({ n: `select count(*) as count from landing_pages where slug = '${slug}'` })).n;
const bySlug = (slug: string, jwt?: string) => {
  const req = api().get(`/api/landing-pages/by-slug/${slug}`);
  return jwt ? req.set(bearer(jwt)) : req;
};
const PAST = '2020-01-01T00:00:00.000Z';

describe('the public reads', () => {
  it('a published page by slug, with the URL of every image answered beside it', async () => {
    const page = await created();
    const res = await bySlug(page.slug);
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('Lançamento Teste');
    const gallery = blocksOf(res.body.data).find((block) => block.type === 'gallery')!;
    const [first] = gallery.images ?? [];
    expect(first).toMatchObject({ image, alt: 'Fachada do prédio' });
    expect(first?.image_url).toMatch(/^http:\/\/.+\/uploads\/.+\.png$/);
  });

  it('only published pages that have not ended, in the list and by slug; staff see the others when they ask', async () => {
    const live = await created();
    const draft = await created({ is_published: false });
    const ended = await created({ ends_at: PAST });
    const slugs = async (query = '', jwt?: string) => {
      const req = api().get(`/api/landing-pages?pagination[pageSize]=100${query}`);
      return ((await (jwt ? req.set(bearer(jwt)) : req)).body.data as AnsweredPage[]).map((row) => row.slug);
    };
    const open = await slugs('&filters[is_published][$eq]=false');
    expect(open).not.toContain(draft.slug);
    const all = await slugs();
    expect(all).toContain(live.slug);
    expect(all).not.toContain(draft.slug);
    expect(all).not.toContain(ended.slug);
    expect(await slugs('&unpublished=include', editor)).toEqual(expect.arrayContaining([live.slug, draft.slug, ended.slug]));

    const missing = await bySlug(draft.slug);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Página não encontrada');
    expect((await bySlug('nao-existe-esta-pagina')).status).toBe(404);
    expect((await api().get(`/api/landing-pages/${draft.documentId}`)).status).toBe(404);
    expect((await api().get(`/api/landing-pages/${draft.documentId}?unpublished=include`).set(bearer(editor))).status).toBe(200);
  });

  it("Início's 'Landing pages encerrando' list: an editor gets the published pages ending within 7 days, the soonest first", async () => {
    const day = 86_400_000;
    const inDays = (n: number) => new Date(Date.now() + n * day).toISOString();
    const [soon, sooner, later, draft] = [
      await created({ ends_at: inDays(3) }),
      await created({ ends_at: inDays(1) }),
      await created({ ends_at: inDays(10) }),
      await created({ ends_at: inDays(2), is_published: false }),
    ];
    const now = new Date();
    // The dashboard's parameters (web/src/admin/features/landing-pages/api/landing-page-list-params.ts).
    const res = await api()
      .get('/api/landing-pages')
      .query({
        unpublished: 'include',
        sort: 'ends_at:asc',
        'pagination[pageSize]': 100,
        'filters[$and][0][is_published][$eq]': 'true',
        'filters[$and][1][ends_at][$gt]': now.toISOString(),
        'filters[$and][2][ends_at][$lte]': new Date(now.getTime() + 7 * day).toISOString(),
      })
      .set(bearer(editor));
    expect(res.status).toBe(200);
    const slugs = (res.body.data as AnsweredPage[]).map((row) => row.slug);
    expect(slugs.filter((slug) => [soon, sooner, later, draft].some((page) => page.slug === slug))).toEqual([sooner.slug, soon.slug]);
  });

  it('answers 410 with a pt-BR message once the end date has passed', async () => {
    const page = await created({ ends_at: PAST });
    const res = await bySlug(page.slug);
    expect(res.status).toBe(410);
    expect(res.body.error).toMatchObject({ status: 410, message: 'Esta página não está mais disponível' });
    expect((await api().get(`/api/landing-pages/${page.documentId}`)).status).toBe(410);
    expect((await api().get(`/api/landing-pages/by-slug/${page.slug}?unpublished=include`).set(bearer(editor))).status).toBe(200);
    // The site's server asks the same question for /lp/<slug>.
    expect(
      (
        await api()
          .get('/api/site-routes/check')
          .query({ path: `/lp/${page.slug}` })
      ).status,
    ).toBe(410);
  });

  it('the site-route check knows each hero variant file: a page with one variant has no /__v/b', async () => {
    const page = await created();
    const check = (path: string) => api().get('/api/site-routes/check').query({ path });
    expect((await check(`/lp/${page.slug}`)).status).toBe(200);
    expect((await check(`/lp/${page.slug}/__v/b`)).status).toBe(404);
    expect((await check('/lp/nao-existe-esta-pagina')).status).toBe(404);
  });
});

describe('writes', () => {
  it('editors and admins create, update and delete; anyone else is refused and nothing is stored', async () => {
    const slug = unique('lp-anon').toLowerCase();
    expect(
      (
        await api()
          .post('/api/landing-pages')
          .send({ data: valid({ slug }) })
      ).status,
    ).toBe(403);
    expect((await create(valid({ slug }), (await registeredUserToken()).jwt)).status).toBe(403);
    expect(await stored(slug)).toBe(0);

    const page = await created();
    expect(
      (
        await api()
          .put(`/api/landing-pages/${page.documentId}`)
          .send({ data: { title: 'Invadido' } })
      ).status,
    ).toBe(403);
    expect((await api().delete(`/api/landing-pages/${page.documentId}`)).status).toBe(403);
    expect((await api().post(`/api/landing-pages/${page.documentId}/duplicate`)).status).toBe(403);

    const admin = await adminToken();
    const updated = await api()
      .put(`/api/landing-pages/${page.documentId}`)
      .set(bearer(admin))
      .set(ANY_VERSION)
      .send({ data: { title: 'Lançamento Revisto' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Lançamento Revisto', slug: page.slug });
    expect((await api().delete(`/api/landing-pages/${page.documentId}`).set(bearer(editor))).status).toBe(204);
    expect(await stored(page.slug)).toBe(0);
  });

  it('unpublishing makes the page a 404 for the public at once', async () => {
    const page = await created();
    expect((await bySlug(page.slug)).status).toBe(200);
    expect(
      (
        await api()
          .put(`/api/landing-pages/${page.documentId}`)
          .set(bearer(editor))
          .set(ANY_VERSION)
          .send({ data: { is_published: false } })
      ).status,
    ).toBe(200);
    expect((await bySlug(page.slug)).status).toBe(404);
  });

  const badBlocks: Array<[string, Page, string]> = [
    ['an unknown type', { type: 'carrossel' }, 'Tipo de bloco inválido'],
    ['hero: no variant', { type: 'hero', variants: [] }, 'Variantes do destaque: inclua pelo menos um item'],
    [
      'hero: first variant not a',
      { type: 'hero', variants: [{ key: 'b', headline: 'Título', button_text: 'Ver' }] },
      'A primeira variante do destaque deve ser a original (a)',
    ],
    [
      'hero: four variants',
      { type: 'hero', variants: ['a', 'b', 'c', 'c'].map((key) => ({ key, headline: 'T', button_text: 'B' })) },
      'Variantes do destaque: no máximo 3 itens',
    ],
    [
      'hero: an unsafe image',
      { type: 'hero', variants: [{ key: 'a', headline: 'T', button_text: 'B', image: 'javascript:alert(1)' }] },
      'Endereço de imagem inválido: use https://… ou /uploads/…',
    ],
    ['benefits: no item', { type: 'benefits', title: 'Benefícios', items: [] }, 'Benefícios: inclua pelo menos um item'],
    [
      'gallery: an image without alt text',
      { type: 'gallery', title: 'Galeria', images: [{ image: 'https://exemplo.com.br/a.jpg', alt: ' ' }] },
      'Texto alternativo da imagem é obrigatório',
    ],
    ['plans: a plan without area', { type: 'plans', title: 'Plantas', items: [{ name: '2 dormitórios' }] }, 'Área privativa é obrigatório'],
    ['location: no address', { type: 'location', title: 'Localização' }, 'Endereço é obrigatório'],
    ['faq: a question without answer', { type: 'faq', title: 'Dúvidas', items: [{ question: 'Tem FGTS?' }] }, 'Resposta é obrigatório'],
    ['testimonials: a bad reference', { type: 'testimonials', title: 'Depoimentos', testimonials: ['<script>'] }, 'Referência inválida'],
    ['client_logos: not a list', { type: 'client_logos', title: 'Clientes', clients: 'todos' }, 'Clientes: lista inválida'],
    [
      'cta: a javascript: link',
      { type: 'cta', title: 'Chamada', button_text: 'Ir', button_href: 'javascript:alert(1)' },
      'Destino do botão inválido: use /caminho, #ancora ou https://…',
    ],
    [
      'lead_form: a bad campaign tag',
      { type: 'lead_form', title: 'Fale conosco', button_text: 'Enviar', campaign_tag: 'Campanha Verão!' },
      'Tag de campanha deve ter apenas letras minúsculas, números, hífens e sublinhados',
    ],
  ];

  it.each(badBlocks)('refuses %s with its pt-BR message (400) and stores nothing', async (_name, block, message) => {
    const slug = unique('lp-bad').toLowerCase();
    const res = await create(valid({ slug, is_published: false, blocks: [block] }));
    expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message });
    expect(await stored(slug)).toBe(0);
  });

  it('a wrong block sent on update changes nothing', async () => {
    const page = await created();
    const res = await api()
      .put(`/api/landing-pages/${page.documentId}`)
      .set(bearer(editor))
      .set(ANY_VERSION)
      .send({ data: { title: 'Outro título', blocks: [{ type: 'faq', title: 'x', items: [] }] } });
    expect({ status: res.status, message: res.body.error?.message }).toEqual({
      status: 400,
      message: 'Perguntas frequentes: inclua pelo menos um item',
    });
    expect((await bySlug(page.slug)).body.data.title).toBe('Lançamento Teste');
  });

  it('refuses a slug the site uses and one another page has, with their messages beside the slug', async () => {
    for (const slug of ['servicos', 'admin', 'api', 'blog', '_interno']) {
      const res = await create(valid({ slug }));
      expect({ slug, status: res.status, message: res.body.error?.message }).toEqual({
        slug,
        status: 400,
        message:
          slug === '_interno' ? 'Slug deve conter apenas letras minúsculas, números e hífens' : 'Este endereço é usado pelo site: escolha outro slug',
      });
      expect(res.body.error.details.issues[0].path).toEqual(['slug']);
    }
    const page = await created();
    const again = await create(valid({ slug: page.slug, title: 'Outra' }));
    expect({ status: again.status, message: again.body.error?.message }).toEqual({
      status: 400,
      message: 'Slug já está em uso por outra landing page',
    });
    expect(await stored(page.slug)).toBe(1);
  });

  it('refuses to publish a page whose lead form has no consent text, on create and on update', async () => {
    const noConsent = withBlock('lead_form', (block) => ({ ...block, consent_text: '' }));
    const slug = unique('lp-consent').toLowerCase();
    const res = await create(valid({ slug, blocks: noConsent }));
    expect({ status: res.status, message: res.body.error?.message }).toEqual({
      status: 400,
      message: 'Informe o texto de consentimento do formulário antes de publicar',
    });
    expect(await stored(slug)).toBe(0);

    const draft = await created({ is_published: false, blocks: noConsent });
    const publish = await api()
      .put(`/api/landing-pages/${draft.documentId}`)
      .set(bearer(editor))
      .set(ANY_VERSION)
      .send({ data: { is_published: true } });
    expect({ status: publish.status, message: publish.body.error?.message }).toEqual({
      status: 400,
      message: 'Informe o texto de consentimento do formulário antes de publicar',
    });
    expect((await bySlug(draft.slug)).status).toBe(404);
  });

  it('refuses a media id that is not in the library', async () => {
    const slug = unique('lp-media').toLowerCase();
    const res = await create(valid({ slug, og_image: 999_999 }));
    expect({ status: res.status, message: res.body.error?.message }).toEqual({
      status: 400,
      message: 'Imagem não encontrada na biblioteca de mídia',
    });
    expect(await stored(slug)).toBe(0);
  });

  it('duplicates a page as a draft with slug <slug>-copia, then -copia-2', async () => {
    const page = await created();
    const first = await api().post(`/api/landing-pages/${page.documentId}/duplicate`).set(bearer(editor));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ slug: `${page.slug}-copia`, title: 'Lançamento Teste (cópia)', is_published: false });
    expect(blocksOf(first.body.data).map((block) => block.type)).toEqual(blocksOf(page).map((block) => block.type));
    const second = await api().post(`/api/landing-pages/${page.documentId}/duplicate`).set(bearer(editor));
    expect(second.body.data.slug).toBe(`${page.slug}-copia-2`);
    expect((await bySlug(`${page.slug}-copia`)).status).toBe(404);
  });
});

describe('leads from a landing page', () => {
  it('store the page and the hero variant the visitor saw; a wrong variant is refused', async () => {
    const email = `${unique('lp-lead')}@teste.example`.toLowerCase();
    const send = (data: Page) => api().post('/api/leads').set('X-Forwarded-For', clientIp()).send({ data });
    const res = await send(
      validLead({
        email,
        landing_page_slug: 'lancamento-vista-do-ipanema',
        variant: 'b',
        utm_campaign: 'lancamento-vista-do-ipanema',
        source_page: '/lp/lancamento-vista-do-ipanema',
      }),
    );
    expect(res.status).toBe(201);
    const leads = await api()
      .get(`/api/leads?filters[email]=${encodeURIComponent(email)}`)
      .set(bearer(await adminToken()));
    expect(leads.body.data[0]).toMatchObject({
      landing_page_slug: 'lancamento-vista-do-ipanema',
      variant: 'b',
      utm_campaign: 'lancamento-vista-do-ipanema',
    });

    const wrong = await send(validLead({ email: `x${email}`, variant: 'z' }));
    expect({ status: wrong.status, message: wrong.body.error?.message }).toEqual({ status: 400, message: 'Variante inválida: use a, b ou c' });
  });
});

describe('the seed', () => {
  it("publishes the demo launch page: two hero variants, the launch's logo and WhatsApp, a buyer's proof and no agency proof", async () => {
    const res = await bySlug('lancamento-vista-do-ipanema');
    expect(res.status).toBe(200);
    const blocks = blocksOf(res.body.data);
    expect(blocks.map((block) => block.type)).toEqual(['hero', 'benefits', 'benefits', 'gallery', 'plans', 'location', 'faq', 'cta', 'lead_form']);
    const variants = blocks.find((block) => block.type === 'hero')?.variants ?? [];
    expect(variants.map((variant) => variant.key)).toEqual(['a', 'b']);
    expect(variants[0].headline).not.toBe(variants[1].headline);
    for (const variant of variants) expect(variant.image_url).toMatch(/^http:\/\/.+\/uploads\/.+/);
    expect(res.body.data.owner).toMatchObject({ kind: 'launch', name: 'Horizonte Incorporações' });
    expect(res.body.data.owner.logo_url).toMatch(/^http:\/\/.+\/uploads\/.+\.png$/);
    expect(res.body.data.contact.whatsapp).toBe('+5515998124470');
    expect(res.body.data.lead_routing).toBeUndefined();
  });

  it("keeps an agency campaign page, with the agency's proof", async () => {
    const res = await bySlug('marketing-para-lancamentos');
    expect(res.status).toBe(200);
    expect(res.body.data.owner.kind).toBe('agency');
    const blocks = blocksOf(res.body.data);
    expect(blocks.find((block) => block.type === 'testimonials')?.items?.length).toBeGreaterThan(0);
    expect(blocks.find((block) => block.type === 'client_logos')?.items?.length).toBeGreaterThan(0);
  });
});
