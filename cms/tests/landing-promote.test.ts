import { LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { ANY_VERSION, adminToken, api, bearer, editorToken, registeredUserToken, unique, type AnsweredPage, type AuditEntry } from './helpers/api';
import { insertLandingArm } from './helpers/results-rows';

/**
 * 'Promover vencedora' (POST /api/landing-pages/:documentId/promote { variant }): editors and admins make one hero
 * variant the page's only one (as a); the change is audited like any other; a variant the page lacks is refused in
 * Portuguese and nothing changes; while the original or the variant has too few views or leads (the domain's
 * hasEnoughData, on every day's figures) it is refused with what is missing and nothing changes; anyone else is refused.
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
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Enough views and leads for the original and the given variants (120 views and 6 leads each, two months ago). */
const enoughData = async (slug: string, ...variants: Array<'b' | 'c'>) => {
  for (const variant of ['a' as const, ...variants]) await insertLandingArm(slug, variant, 120, 6, dayOffset(-60));
};
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
    await enoughData(page.slug, 'b');
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
    await enoughData(page.slug, 'c');
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

  it('is refused while the original or the variant has too few views or leads, saying what is missing, and nothing changes', async () => {
    const page = await pageWithThreeHeroes();
    const other = await pageWithThreeHeroes();
    // Another page's figures count for that page only.
    await enoughData(other.slug, 'b', 'c');
    await insertLandingArm(page.slug, 'a', 120, 6, dayOffset(-40));
    await insertLandingArm(page.slug, 'b', 99, 5, dayOffset(-40));
    const before = (await auditOf(page.documentId)).length;
    const refusals = [
      ['b', 'falta 1 visualização na variante B'],
      ['c', 'faltam 100 visualizações e 5 leads na variante C'],
    ] as const;
    for (const [variant, missing] of refusals) {
      const res = await promote(page.documentId, { variant }, editor);
      expect([res.status, res.body.error?.message]).toEqual([
        409,
        `Sem dados suficientes para promover: ${missing} (mínimo de 100 visualizações e 5 leads em cada uma).`,
      ]);
    }
    const read = await api().get(`/api/landing-pages/by-slug/${page.slug}`);
    expect(heroOf(read.body.data).variants?.map((variant) => variant.key)).toEqual(['a', 'b', 'c']);
    expect((await auditOf(page.documentId)).length).toBe(before);

    // One more view of B on another day: every day counts, not a range, and B is promoted.
    await insertLandingArm(page.slug, 'b', 1, 0, dayOffset(-2));
    const res = await promote(page.documentId, { variant: 'b' }, editor);
    expect(res.status).toBe(200);
    expect(heroOf(res.body.data).variants).toEqual([expect.objectContaining({ key: 'a', headline: 'Desafiante: vista para o mar' })]);
  });

  it('is refused while the original lacks leads, even with a variant full of data', async () => {
    const page = await pageWithThreeHeroes();
    await insertLandingArm(page.slug, 'a', 300, 4, dayOffset(-10));
    await insertLandingArm(page.slug, 'b', 300, 30, dayOffset(-10));
    const res = await promote(page.documentId, { variant: 'b' }, admin);
    expect([res.status, res.body.error?.message]).toEqual([
      409,
      'Sem dados suficientes para promover: falta 1 lead na original (A) (mínimo de 100 visualizações e 5 leads em cada uma).',
    ]);
    const read = await api().get(`/api/landing-pages/by-slug/${page.slug}`);
    expect(heroOf(read.body.data).variants?.map((variant) => variant.key)).toEqual(['a', 'b', 'c']);
  });

  it('keeping the original (a) names no winner and needs no data: the other variants are removed', async () => {
    const page = await pageWithThreeHeroes();
    const res = await promote(page.documentId, { variant: 'a' }, editor);
    expect(res.status).toBe(200);
    expect(heroOf(res.body.data).variants).toEqual([expect.objectContaining({ key: 'a', headline: 'Original: mais perto do mar' })]);
  });

  it('is refused to visitors and to signed-in users who are not editors or admins, and nothing changes', async () => {
    const page = await pageWithThreeHeroes();
    expect((await promote(page.documentId, { variant: 'b' })).status).toBe(403);
    expect((await promote(page.documentId, { variant: 'b' }, (await registeredUserToken()).jwt)).status).toBe(403);
    const read = await api().get(`/api/landing-pages/by-slug/${page.slug}`);
    expect(heroOf(read.body.data).variants?.map((variant) => variant.key)).toEqual(['a', 'b', 'c']);
  });
});
