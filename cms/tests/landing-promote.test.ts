import { LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { ANY_VERSION, adminToken, api, bearer, editorToken, registeredUserToken, unique, type AnsweredPage, type AuditEntry } from './helpers/api';

/**
 * 'Promover vencedora' (POST /api/landing-pages/:documentId/promote { variant }): editors and admins make one hero
 * variant the page's only one (as a); the change is audited like any other; a variant the page lacks is refused in
 * Portuguese and nothing changes; anyone else is refused.
 */
let editor: string;
let admin: string;
beforeAll(async () => {
  editor = (await editorToken()).jwt;
  admin = await adminToken();
});

const heroVariants = [
  {
    key: 'a',
    headline: 'Original: mais perto do mar',
    subheadline: 'Plantas de 2 e 3 quartos',
    button_text: 'Quero saber mais',
    image: null,
    image_alt: '',
  },
  {
    key: 'b',
    headline: 'Desafiante: vista para o mar',
    subheadline: 'Entrada facilitada',
    button_text: 'Agendar visita',
    image: null,
    image_alt: '',
  },
  { key: 'c', headline: 'Terceira: lazer completo', subheadline: '', button_text: 'Ver plantas', image: null, image_alt: '' },
];
async function pageWithThreeHeroes(): Promise<AnsweredPage> {
  const blocks = LANDING_STARTER_TEMPLATE.blocks
    .filter((block) => block.type !== 'gallery')
    .map((block) => (block.type === 'hero' ? { ...block, variants: heroVariants } : block));
  const res = await api()
    .post('/api/landing-pages')
    .set(bearer(editor))
    .send({ data: { ...LANDING_STARTER_TEMPLATE, blocks, title: 'Promoção teste', slug: unique('promo').toLowerCase(), is_published: true } });
  expect({ status: res.status, error: res.body.error }).toEqual({ status: 201, error: undefined });
  return res.body.data;
}
const heroOf = (page: AnsweredPage) => page.blocks.find((block) => block.type === 'hero')!;
const promote = (documentId: string, body: unknown, jwt?: string) => {
  const req = api()
    .post(`/api/landing-pages/${documentId}/promote`)
    .set(ANY_VERSION)
    .send(body as object);
  return jwt ? req.set(bearer(jwt)) : req;
};
const auditOf = async (documentId: string) =>
  (await api().get(`/api/audit-entries?filters[subject_id][$eq]=${documentId}&sort=id:asc`).set(bearer(admin))).body.data as AuditEntry[];

describe('Promover vencedora', () => {
  it('leaves the chosen variant as the only hero (as a), keeps the page published, and writes an audit row', async () => {
    const page = await pageWithThreeHeroes();
    const before = (await auditOf(page.documentId)).length;
    const res = await promote(page.documentId, { variant: 'b' }, editor);
    expect(res.status).toBe(200);
    expect(heroOf(res.body.data).variants).toEqual([
      expect.objectContaining({ key: 'a', headline: 'Desafiante: vista para o mar', button_text: 'Agendar visita' }),
    ]);
    const read = await api().get(`/api/landing-pages/by-slug/${page.slug}`);
    expect(heroOf(read.body.data).variants?.map((variant) => variant.headline)).toEqual(['Desafiante: vista para o mar']);
    expect(read.body.data.is_published).toBe(true);
    // The page now has one file: /lp/<slug>/__v/b is gone, /lp/<slug> serves the promoted hero.
    expect(
      (
        await api()
          .get('/api/site-routes/check')
          .query({ path: `/lp/${page.slug}/__v/b` })
      ).status,
    ).toBe(404);
    const entries = await auditOf(page.documentId);
    expect(entries.length).toBe(before + 1);
    expect(entries.at(-1)).toMatchObject({ action: 'updated', subject_type: 'landing_page', label: 'Promoção teste' });
  });

  it('refuses a variant the page does not have, or no variant, in Portuguese, and changes nothing', async () => {
    const page = await pageWithThreeHeroes();
    const promoted = await promote(page.documentId, { variant: 'c' }, admin);
    expect(promoted.status).toBe(200);
    for (const [body, message] of [
      [{ variant: 'b' }, 'Esta variante não existe nesta página'],
      [{ variant: 'd' }, 'Variante inválida: use a, b ou c'],
      [{}, 'Variante inválida: use a, b ou c'],
    ] as const) {
      const res = await promote(page.documentId, body, editor);
      expect([res.status, res.body.error?.message]).toEqual([400, message]);
    }
    const read = await api().get(`/api/landing-pages/by-slug/${page.slug}`);
    expect(heroOf(read.body.data).variants).toEqual([expect.objectContaining({ key: 'a', headline: 'Terceira: lazer completo' })]);
    expect((await promote('nao-existe', { variant: 'a' }, editor)).status).toBe(404);
  });

  it('is refused to visitors and to signed-in users who are not editors or admins, and nothing changes', async () => {
    const page = await pageWithThreeHeroes();
    expect((await promote(page.documentId, { variant: 'b' })).status).toBe(403);
    expect((await promote(page.documentId, { variant: 'b' }, (await registeredUserToken()).jwt)).status).toBe(403);
    const read = await api().get(`/api/landing-pages/by-slug/${page.slug}`);
    expect(heroOf(read.body.data).variants?.map((variant) => variant.key)).toEqual(['a', 'b', 'c']);
  });
});
