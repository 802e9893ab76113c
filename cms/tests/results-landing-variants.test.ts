import { LANDING_STARTER_TEMPLATE } from '@alicerce/domain';
import { adminToken, api, bearer, clientIp, editorToken, nthWeekday, registeredUserToken, unique, validLead } from './helpers/api';
import { runSql } from './helpers/db-rows';

/**
 * Resultados' A/B table (GET /api/results/report → by_landing_variant): per landing page and hero variant, the views
 * and clicks the beacons counted, the leads and confirmed bookings that name the page and the variant, and those won.
 */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RANGE = { from: dayOffset(-1), to: dayOffset(1) };

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const beacon = (event: string, path: string, variant: string) =>
  api()
    .post('/api/analytics/beacon')
    .set({ 'X-Forwarded-For': clientIp(), 'User-Agent': BROWSER_UA, 'Content-Type': 'text/plain;charset=UTF-8' })
    .send(JSON.stringify({ event, path, variant }))
    .expect(204);
const lead = (slug: string, variant: string, email: string) =>
  api()
    .post('/api/leads')
    .set('X-Forwarded-For', clientIp())
    .send({ data: validLead({ email, landing_page_slug: slug, variant, source_page: `/lp/${slug}` }) })
    .expect(201);
/** A booking sent from /agendamento after the landing page (the site adds the page and variant the visit saw). */
const booking = (fields: Record<string, unknown>, time: string) =>
  api()
    .post('/api/bookings')
    .set('X-Forwarded-For', clientIp())
    .send({
      data: validLead({
        email: `${unique('agenda')}@teste.example`.toLowerCase(),
        source_page: 'agendamento',
        date: nthWeekday(23),
        time,
        ...fields,
      }),
    });
const bookingsOf = async (slug: string) =>
  (await api().get(`/api/bookings?filters[landing_page_slug][$eq]=${slug}&sort=time:asc`).set(bearer(admin))).body.data as Array<
    Record<string, unknown>
  >;

/** A published page with hero variants a and b, made by an editor as the dashboard does. */
async function landingPage(title: string): Promise<{ slug: string; documentId: string }> {
  const editor = (await editorToken()).jwt;
  const hero = LANDING_STARTER_TEMPLATE.blocks.find((block) => block.type === 'hero')!;
  const variants = [hero.variants[0], { ...hero.variants[0], key: 'b', headline: 'Outra chamada' }];
  const blocks = LANDING_STARTER_TEMPLATE.blocks
    .filter((block) => block.type !== 'gallery')
    .map((block) => (block.type === 'hero' ? { ...block, variants } : block));
  const created = await api()
    .post('/api/landing-pages')
    .set(bearer(editor))
    .send({ data: { ...LANDING_STARTER_TEMPLATE, blocks, title, slug: unique('ab').toLowerCase(), is_published: true } });
  expect(created.status).toBe(201);
  return created.body.data;
}

describe('Resultados per landing page and hero variant', () => {
  it("counts each variant's views, clicks, leads and won leads apart, and lists the page's live variants", async () => {
    const { slug, documentId } = await landingPage('Teste A/B');
    const path = `/lp/${slug}`;
    for (const variant of ['a', 'a', 'a', 'b', 'b']) await beacon('page_view', path, variant);
    await beacon('whatsapp_click', path, 'b');
    await beacon('agendar_click', path, 'a');
    const wonEmail = `${unique('ganho')}@teste.example`.toLowerCase();
    await lead(slug, 'a', `${unique('lead')}@teste.example`.toLowerCase());
    await lead(slug, 'b', wonEmail);
    await lead(slug, 'b', `${unique('lead')}@teste.example`.toLowerCase());
    await runSql(`update leads set outcome = 'won' where email = ?`, [wonEmail]);

    const res = await api().get('/api/results/report').query(RANGE).set(bearer(admin));
    expect(res.status).toBe(200);
    const page = res.body.data.by_landing_variant.find((row: Record<string, unknown>) => row.slug === slug);
    expect(page).toEqual({
      document_id: documentId,
      slug,
      title: 'Teste A/B',
      variants: [
        { variant: 'a', live: true, views: 3, whatsapp_clicks: 0, agendar_clicks: 1, leads: 1, bookings: 0, won: 0 },
        { variant: 'b', live: true, views: 2, whatsapp_clicks: 1, agendar_clicks: 0, leads: 2, bookings: 0, won: 1 },
      ],
    });
  });

  it('counts the confirmed bookings that name each variant (a cancelled one is not counted), and their won ones', async () => {
    const slug = (await landingPage('Teste A/B agendamentos')).slug;
    for (const [variant, time] of [
      ['a', '09:00'],
      ['b', '09:30'],
      ['b', '10:00'],
      ['b', '10:30'],
    ] as const) {
      expect((await booking({ landing_page_slug: slug, variant }, time)).status).toBe(201);
    }
    const stored = await bookingsOf(slug);
    expect(stored.map((row) => [row.time, row.landing_page_slug, row.variant])).toEqual([
      ['09:00', slug, 'a'],
      ['09:30', slug, 'b'],
      ['10:00', slug, 'b'],
      ['10:30', slug, 'b'],
    ]);
    await runSql(`update bookings set booking_state = 'cancelled' where landing_page_slug = ? and time = '10:00'`, [slug]);
    await runSql(`update bookings set outcome = 'won' where landing_page_slug = ? and time = '10:30'`, [slug]);

    const res = await api().get('/api/results/report').query(RANGE).set(bearer(admin));
    const page = res.body.data.by_landing_variant.find((row: Record<string, unknown>) => row.slug === slug);
    expect(page.variants.map(({ variant, leads, bookings, won }: Record<string, unknown>) => ({ variant, leads, bookings, won }))).toEqual([
      { variant: 'a', leads: 0, bookings: 1, won: 0 },
      { variant: 'b', leads: 0, bookings: 2, won: 1 },
    ]);
  });

  it.each([
    ['an unknown variant', { landing_page_slug: 'lancamento', variant: 'd' }, 'Variante inválida: use a, b ou c'],
    ['a bad slug', { landing_page_slug: 'Lançamento!', variant: 'a' }, 'Slug deve conter apenas letras minúsculas, números e hífens'],
  ])('a booking with %s is refused with its message, nothing stored', async (_name, fields, message) => {
    const email = `${unique('recusado')}@teste.example`.toLowerCase();
    const res = await booking({ ...fields, email }, '14:00');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    const stored = await api()
      .get(`/api/bookings?filters[email][$eq]=${encodeURIComponent(email)}`)
      .set(bearer(admin));
    expect(stored.body.data).toEqual([]);
  });

  it('is for admins only', async () => {
    expect(
      (
        await api()
          .get('/api/results/report')
          .query(RANGE)
          .set(bearer((await editorToken()).jwt))
      ).status,
    ).toBe(403);
    expect(
      (
        await api()
          .get('/api/results/report')
          .query(RANGE)
          .set(bearer((await registeredUserToken()).jwt))
      ).status,
    ).toBe(403);
  });
});
