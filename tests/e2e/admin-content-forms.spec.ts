import { expect, test, type Page } from './support/test';
import { searchInbox, useAdminSession } from './support/admin';
import { adminJwt, cmsGet, freeSlot, uniqueEmail, ANY_VERSION } from './support/cms';
import { PRIVACY_POLICY_VERSION } from '../../domain/src/privacy';

// Issue #19 items 16, 18, 19, 20: section forms with a preview, the inbox on a phone, the edit-mode chip, settings.

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

type Section = { page_slug: string; section_key: string; content_type: string; content: Record<string, unknown> };

async function storedSection(page: string, key: string): Promise<Section | undefined> {
  const body = await cmsGet<{ data: Section[] }>(`/page-contents?filters[page_slug][$eq]=${page}&pagination[pageSize]=100`);
  return body.data.find((row) => row.section_key === key);
}

async function restore(section: Section) {
  const { page_slug, section_key, content_type, content } = section;
  await fetch(`${CMS}/api/page-contents/upsert`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
    body: JSON.stringify({ data: { page_slug, section_key, content_type, content } }),
  });
}

/** A returning visitor who chose cookies already: no banner over the page. */
async function consentGiven(page: Page) {
  await page.addInitScript(
    (version) =>
      localStorage.setItem(
        'alicerce.consent',
        JSON.stringify({ version, date: new Date().toISOString(), categories: { necessary: true, analytics: false, marketing: false } }),
      ),
    PRIVACY_POLICY_VERSION,
  );
}

/** Whether the page scrolls sideways (something wider than the viewport). */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('section form: the services hero is edited field by field, the preview and then /servicos show it', async ({ page }) => {
  const original = await storedSection('servicos', 'hero');
  const title = `Marketing que vende imóveis ${Date.now()}`;
  try {
    await useAdminSession(page);
    await page.goto('/admin/dashboard?aba=conteudo');
    await page.getByRole('combobox', { name: 'Página' }).click();
    await page.getByRole('option', { name: 'Serviços' }).click();
    await page
      .getByRole('list', { name: 'Seções da página' })
      .getByRole('link', { name: /^Topo da página/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/conteudo\/servicos\/hero$/);
    const form = page.getByRole('form', { name: 'Editar topo da página — Serviços' });
    await form.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await form.getByRole('textbox', { name: 'Texto do botão' }).fill('Pedir proposta');
    await expect(page.getByTestId('section-preview')).toContainText(title);
    await expect(page.getByTestId('section-preview')).toContainText('Pedir proposta');

    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Conteúdo salvo com sucesso!' })).toBeVisible();
    const saved = await storedSection('servicos', 'hero');
    expect(saved?.content).toMatchObject({ title, cta_label: 'Pedir proposta', cta_href: '/agendamento' });
    expect(Object.values(saved?.content ?? {}).every((value) => typeof value === 'string')).toBe(true);

    await page.goto('/servicos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: 'Pedir proposta' })).toHaveAttribute('href', '/agendamento');
  } finally {
    if (original) await restore(original);
  }
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('leads and bookings: e-mail and status are on screen, nothing scrolls sideways', async ({ page }) => {
    const email = uniqueEmail('corretora.com.um.endereco.bem.comprido');
    const bookingEmail = uniqueEmail('agenda.celular');
    const lead = await fetch(`${CMS}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          name: 'Renata Celular',
          email,
          phone: '(15) 99777-1212',
          message: 'Tenho um loteamento para lançar em abril.',
          source_page: '/contato',
        },
      }),
    });
    expect(lead.ok).toBe(true);
    const booking = await fetch(`${CMS}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { name: 'Paulo Celular', email: bookingEmail, phone: '(15) 99666-3434', ...freeSlot() } }),
    });
    expect(booking.ok).toBe(true);

    await useAdminSession(page);
    for (const [tab, title, status, address] of [
      ['leads', 'Leads', 'Status de Renata Celular', email],
      ['agendamentos', 'Agendamentos', 'Situação de Paulo Celular', bookingEmail],
    ] as const) {
      await page.goto(`/admin/dashboard?aba=${tab}`);
      // By the address, which only this attempt's row has: its row alone once the search applies.
      await searchInbox(page, title, address);
      for (const element of [page.getByRole('link', { name: address }), page.getByRole('combobox', { name: status })]) {
        await expect(element).toBeVisible();
        const box = (await element.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      expect(await overflowsSideways(page)).toBe(false);
      // What the search looks for is said in full under the box, not cut in a placeholder.
      await expect(page.getByText('Por nome, e-mail, telefone ou empresa')).toBeVisible();
    }
  });

  test('edit mode: the chip says which section in pt-BR and stays inside the page', async ({ page }) => {
    await consentGiven(page);
    await useAdminSession(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Modo Edição' }).click();
    const chip = page.getByRole('button', { name: 'Editar topo da página' });
    await expect(chip).toBeVisible();
    await expect(page.getByRole('button', { name: /hero|final_cta/ })).toHaveCount(0);
    const box = (await chip.boundingBox())!;
    // The page's content starts 16 px in from each edge on a phone (MUI Container gutters): so does the chip.
    expect(box.x + box.width).toBeLessThanOrEqual(375 - 16);
    expect(await overflowsSideways(page)).toBe(false);
  });
});

test('edit mode at 1366 px: the chip lines up with the right edge of the page content', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await consentGiven(page);
  await useAdminSession(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Modo Edição' }).click();
  const chip = page.getByRole('button', { name: 'Editar chamada final' });
  await chip.scrollIntoViewIfNeeded();
  // The header's 'Agendar' button ends where the page content does.
  const content = (await page.getByRole('banner').getByRole('link', { name: 'Agendar', exact: true }).boundingBox())!;
  const box = (await chip.boundingBox())!;
  expect(Math.abs(box.x + box.width - (content.x + content.width))).toBeLessThanOrEqual(2);
});

test('site settings: script boxes in a monospace font, and the card says scripts apply on the next page load', async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=configuracoes');
  for (const label of ['Scripts do <head>', 'Scripts do início do <body>', 'Scripts do rodapé']) {
    const family = await page.getByRole('textbox', { name: label }).evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family).toMatch(/monospace$/);
  }
  const card = page.getByRole('alert').filter({ hasText: 'Quando os scripts passam a valer' });
  await expect(card).toContainText('já vale na próxima página que um visitante abrir ou recarregar');
  await expect(card).toContainText('não é preciso publicar nem reconstruir o site');
});
