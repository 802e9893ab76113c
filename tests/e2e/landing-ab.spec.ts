import { AB_NOT_ENOUGH_DATA, probabilityToBeat, wilsonInterval } from '../../domain/src/ab-stats';
import { LANDING_STARTER_TEMPLATE } from '../../domain/src/landing-template';
import { PRIVACY_POLICY_VERSION } from '../../domain/src/privacy';
import { useAdminSession } from './support/admin';
import { pickFarDay, slot } from './support/booking';
import { adminJwt, ANY_VERSION, cmsGet, leadsFor, uniqueEmail } from './support/cms';
import { cmsAs } from './support/team';
import { expect, test, type Page } from './support/test';

/**
 * A/B tests of a landing page's hero (issue 31 parts 4 and 5), end to end on the built site and the real CMS: leads
 * sent through variants a and b keep their page and variant, each file's views are counted under its variant, a
 * consented visitor's cookie keeps their variant, a booking made after a variant keeps it too, Resultados shows each
 * variant's counts, interval and probability (or 'sem dados suficientes'), and 'Promover vencedora' leaves one hero
 * and an audit row — and, while an arm lacks data, is disabled with the reason beside it and refused by the CMS.
 */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const SLUG = 'lancamento-vista-do-ipanema';
/** The agency's own campaign page (issue 54): in the site's frame, so its visitors have the agency's 'Agendar'. */
const AGENCY_SLUG = 'marketing-para-lancamentos';
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let ip = Math.floor(Math.random() * 200);
const nextIp = () => `198.18.${(++ip >> 8) & 255}.${ip & 255}`;

type VariantViews = { path: string; variant: string; views: number };
const variantViews = async (variant: string) => {
  const { data } = await cmsGet<{ data: { by_variant: VariantViews[] } }>(`/analytics/summary?from=${day(-1)}&to=${day(1)}`, true);
  return data.by_variant.find((row) => row.path === `/lp/${SLUG}` && row.variant === variant)?.views ?? 0;
};

async function sendLeadThroughForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Formulário de contato' });
  await form.getByLabel('Nome').fill('Renata Campos');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefone / WhatsApp').fill('(15) 99745-1020');
  await form.getByLabel('Mensagem').fill('Quero visitar o decorado.');
  await form.getByRole('button', { name: 'Receber a tabela' }).click();
  await expect(page).toHaveURL(/\/obrigado$/);
}

test('leads sent through variants a and b are stored with the page and their variant; each file counts its views under its variant', async ({
  page,
  baseURL,
}) => {
  test.slow();
  // Variant a at the page's own address: the cookie a consented visitor keeps names it, whatever the split gives.
  await page.context().addCookies([{ name: `lp_variant_${SLUG}`, value: 'a', domain: new URL(baseURL!).hostname, path: `/lp/${SLUG}` }]);
  const viewsBefore = { a: await variantViews('a'), b: await variantViews('b') };
  await page.goto(`/lp/${SLUG}`);
  await expect(page.locator(`[data-landing-page="${SLUG}"]`)).toHaveAttribute('data-variant', 'a');
  await expect.poll(() => variantViews('a')).toBeGreaterThan(viewsBefore.a);
  const emailA = uniqueEmail('lp-a');
  await sendLeadThroughForm(page, emailA);

  await page.goto(`/lp/${SLUG}/__v/b`);
  await expect(page.locator(`[data-landing-page="${SLUG}"]`)).toHaveAttribute('data-variant', 'b');
  await expect.poll(() => variantViews('b')).toBeGreaterThan(viewsBefore.b);
  const emailB = uniqueEmail('lp-b');
  await sendLeadThroughForm(page, emailB);

  await expect.poll(async () => (await leadsFor(emailA))[0]).toMatchObject({ landing_page_slug: SLUG, variant: 'a' });
  await expect.poll(async () => (await leadsFor(emailB))[0]).toMatchObject({ landing_page_slug: SLUG, variant: 'b' });
});

test('no cookie before consent; with statistics consent the page remembers the variant shown, and that variant is served again', async ({
  page,
  browser,
  baseURL,
}) => {
  const response = await page.goto(`/lp/${SLUG}`);
  expect(response?.headers()['set-cookie']).toBeUndefined();
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('lp_variant_'))).toEqual([]);

  const context = await browser.newContext({ baseURL, userAgent: `${BROWSER_UA} visitante-${stamp}` });
  const consented = await context.newPage();
  await consented.addInitScript(
    (version) =>
      localStorage.setItem(
        'alicerce.consent',
        JSON.stringify({ version, date: new Date().toISOString(), categories: { necessary: true, analytics: true, marketing: false } }),
      ),
    PRIVACY_POLICY_VERSION,
  );
  await consented.goto(`/lp/${SLUG}`);
  const shown = await consented.locator(`[data-landing-page="${SLUG}"]`).getAttribute('data-variant');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === `lp_variant_${SLUG}`)?.value).toBe(shown);
  // The same visitor with another browser string (another bucket) still gets the variant they first saw.
  const cookies = await context.cookies();
  await context.close();
  for (const other of ['outro-navegador-1', 'outro-navegador-2', 'outro-navegador-3']) {
    const next = await browser.newContext({ baseURL, userAgent: `${BROWSER_UA} ${other}`, javaScriptEnabled: false });
    await next.addCookies(cookies);
    const again = await next.newPage();
    await again.goto(`/lp/${SLUG}`);
    await expect(again.locator(`[data-landing-page="${SLUG}"]`)).toHaveAttribute('data-variant', shown!);
    await next.close();
  }
});

type ReportVariant = { variant: string; bookings: number };
/** The seeded page's row of a variant in Resultados' A/B table, from the report the tab reads. */
const reportBookings = async (variant: string, slug = SLUG) => {
  const { data } = await cmsGet<{ data: { by_landing_variant: Array<{ slug: string; variants: ReportVariant[] }> } }>(
    `/results/report?from=${day(-1)}&to=${day(1)}`,
    true,
  );
  return data.by_landing_variant.find((row) => row.slug === slug)?.variants.find((row) => row.variant === variant)?.bookings ?? 0;
};

test("a visitor who saw variant b, clicked 'Agendar' and booked: the booking keeps the page and variant, and Resultados counts it under b", async ({
  page,
}) => {
  test.slow();
  const before = await reportBookings('b', AGENCY_SLUG);
  // The agency's own campaign page: a launch's page offers no agency 'Agendar' (issue 54).
  await page.goto(`/lp/${AGENCY_SLUG}/__v/b`);
  await expect(page.locator(`[data-landing-page="${AGENCY_SLUG}"]`)).toHaveAttribute('data-variant', 'b');
  await page.getByRole('banner').getByRole('link', { name: 'Agendar', exact: true }).click();
  await expect(page).toHaveURL(/\/agendamento$/);
  // No cookie for it: the page and variant ride in the tab's sessionStorage, read only when the form is sent.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
  await pickFarDay(page, ['16:30']);
  await slot(page, '16:30').click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const email = uniqueEmail('lp-agenda-b');
  await page.getByLabel('Nome').fill('Renata Campos');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone / WhatsApp').fill('(15) 99745-1020');
  await page.getByRole('button', { name: 'Confirmar Agendamento' }).click();
  await expect(page).toHaveURL(/\/obrigado$/, { timeout: 10_000 });

  const { data } = await cmsGet<{ data: Array<Record<string, unknown>> }>(`/bookings?filters[email][$eq]=${encodeURIComponent(email)}`, true);
  expect(data).toEqual([
    expect.objectContaining({ landing_page_slug: AGENCY_SLUG, variant: 'b', booking_state: 'confirmed', source_page: 'agendamento' }),
  ]);
  await expect.poll(() => reportBookings('b', AGENCY_SLUG)).toBe(before + 1);

  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=resultados');
  await page.getByRole('button', { name: '7 dias' }).click();
  const { data: seeded } = await cmsGet<{ data: { title: string } }>(`/landing-pages/by-slug/${AGENCY_SLUG}`);
  const table = page.getByRole('table', { name: `${seeded.title} — /lp/${AGENCY_SLUG}` });
  // Variante, Visualizações, Leads, Agendamentos, …
  await expect(table.getByRole('row', { name: /^B/ }).locator('td').nth(2)).toHaveText(String(before + 1));
});

/** A published page with two hero variants, made through the CMS as the dashboard would. */
async function twoVariantPage(name: string) {
  const hero = LANDING_STARTER_TEMPLATE.blocks.find((block) => block.type === 'hero')!;
  const variants = [hero.variants[0], { ...hero.variants[0], key: 'b' as const, headline: `Chamada desafiante ${name}` }];
  const blocks = LANDING_STARTER_TEMPLATE.blocks
    .filter((block) => block.type !== 'gallery')
    .map((block) => (block.type === 'hero' ? { ...block, variants } : block));
  const res = await cmsAs(await adminJwt(), 'POST', '/landing-pages', {
    ...LANDING_STARTER_TEMPLATE,
    blocks,
    slug: `lp-ab-${name}-${stamp}`,
    title: `Teste AB ${name} ${stamp}`,
    is_published: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { documentId: string; slug: string; title: string };
}

/** Views through the public beacon endpoint and leads through the public lead endpoint, as visitors' browsers send them. */
async function traffic(slug: string, variant: 'a' | 'b', views: number, leads: number) {
  for (let i = 0; i < views; i++) {
    const res = await fetch(`${CMS}/api/analytics/beacon`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_UA, 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ event: 'page_view', path: `/lp/${slug}`, variant }),
    });
    expect(res.status).toBe(204);
  }
  for (let i = 0; i < leads; i++) {
    const res = await fetch(`${CMS}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({
        data: {
          name: 'Cliente Teste AB',
          email: uniqueEmail(`ab-${variant}`),
          phone: '(15) 99876-5432',
          source_page: `/lp/${slug}`,
          landing_page_slug: slug,
          variant,
        },
      }),
    });
    expect(res.status, await res.text()).toBe(201);
  }
}

const percent = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

test("Resultados shows each variant's counts, interval and probability, or 'sem dados suficientes'; 'Promover vencedora' leaves one hero and an audit row, and is disabled and refused without enough data", async ({
  page,
}) => {
  test.slow();
  const tested = await twoVariantPage('grande');
  const small = await twoVariantPage('pequena');
  await traffic(tested.slug, 'a', 120, 6);
  await traffic(tested.slug, 'b', 120, 12);
  await traffic(small.slug, 'a', 3, 1);
  await traffic(small.slug, 'b', 2, 0);

  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=resultados');
  await page.getByRole('button', { name: '7 dias' }).click();
  const table = page.getByRole('table', { name: `${tested.title} — /lp/${tested.slug}` });
  const a = { views: 120, conversions: 6 };
  const b = { views: 120, conversions: 12 };
  const interval = (arm: typeof a) => `${percent(wilsonInterval(arm).low)} – ${percent(wilsonInterval(arm).high)}`;
  // Variante, Visualizações, Leads, Agendamentos, Ganhos, Conversão, Intervalo de 95%, Chance de superar a original.
  await expect(table.getByRole('row', { name: /^A/ }).getByRole('cell').first()).toHaveText('120');
  await expect(table.getByRole('row').nth(1).locator('td')).toHaveText(['120', '6', '0', '0', '5,0%', interval(a), '—', '']);
  await expect(table.getByRole('row').nth(2).locator('td')).toHaveText([
    '120',
    '12',
    '0',
    '0',
    '10,0%',
    interval(b),
    percent(probabilityToBeat(a, b)),
    'Promover vencedora',
  ]);
  const smallTable = page.getByRole('table', { name: `${small.title} — /lp/${small.slug}` });
  const reason =
    'Sem dados suficientes no período: faltam 97 visualizações e 4 leads na original (A) e 98 visualizações e 5 leads na variante B (mínimo de 100 visualizações e 5 leads em cada uma).';
  await expect(smallTable.getByRole('row').nth(2).locator('td')).toHaveText([
    '2',
    '0',
    '0',
    '0',
    '0,0%',
    AB_NOT_ENOUGH_DATA,
    AB_NOT_ENOUGH_DATA,
    `Promover vencedora${reason}`,
  ]);
  // Too little data: the button is disabled and says why beside it (a disabled button gets no hover or focus for a tooltip).
  const smallButton = smallTable.getByRole('button', { name: `Promover vencedora: variante B de ${small.title}` });
  await expect(smallButton).toBeDisabled();
  await expect(smallButton).toHaveAccessibleDescription(reason);
  await expect(smallTable.getByText(reason)).toBeVisible();
  // The CMS refuses it too, whatever the dashboard shows, and the page keeps both heroes.
  const refused = await fetch(`${CMS}/api/landing-pages/${small.documentId}/promote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
    body: JSON.stringify({ variant: 'b' }),
  });
  expect([refused.status, ((await refused.json()) as { error?: { message?: string } }).error?.message]).toEqual([
    409,
    'Sem dados suficientes para promover: faltam 97 visualizações e 4 leads na original (A) e 98 visualizações e 5 leads na variante B (mínimo de 100 visualizações e 5 leads em cada uma).',
  ]);

  await table.getByRole('button', { name: `Promover vencedora: variante B de ${tested.title}` }).click();
  await page.getByRole('alertdialog', { name: 'Promover vencedora?' }).getByRole('button', { name: 'Promover' }).click();
  await expect(page.getByText('Variante promovida: agora é o único destaque da página.')).toBeVisible();
  await expect(table.getByRole('button', { name: /Promover vencedora/ })).toHaveCount(0);
  await expect(smallButton).toBeDisabled();

  const stored = await cmsGet<{ data: { blocks: Array<{ type: string; variants?: Array<{ key: string; headline: string }> }> } }>(
    `/landing-pages/by-slug/${tested.slug}`,
  );
  expect(stored.data.blocks.find((block) => block.type === 'hero')?.variants).toEqual([
    expect.objectContaining({ key: 'a', headline: 'Chamada desafiante grande' }),
  ]);
  const audit = await cmsGet<{ data: Array<{ action: string; subject_type: string; label: string }> }>(
    `/audit-entries?filters[subject_id][$eq]=${tested.documentId}&sort=id:desc`,
    true,
  );
  expect(audit.data[0]).toMatchObject({ action: 'updated', subject_type: 'landing_page', label: tested.title });
});
