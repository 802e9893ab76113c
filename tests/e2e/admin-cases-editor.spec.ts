import { expect, test, type Locator, type Page } from './support/test';
import { useAdminSession } from './support/admin';
import { adminJwt, DEV_ADMIN } from './support/cms';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

async function cms(method: string, path: string, data?: unknown) {
  const response = await fetch(`${CMS}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}` },
    body: data ? JSON.stringify({ data }) : undefined,
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return response.status === 204 ? null : response.json();
}

async function openCases(page: Page) {
  await useAdminSession(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
}

const editor = (page: Page) => page.getByRole('dialog', { name: 'Editar Case' });
const discard = (page: Page) => page.getByRole('alertdialog', { name: 'Descartar alterações?' });
const seeded = 'Residencial Mirante Campolim: 80% das unidades vendidas em 5 meses com Google Ads';

async function editSeeded(page: Page): Promise<Locator> {
  // Searched for: cases other tests create at the same time can push it off the list's first page.
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  if ((await search.inputValue()) !== 'Mirante Campolim') await search.fill('Mirante Campolim');
  await page.getByRole('button', { name: `Editar ${seeded}` }).click();
  await expect(editor(page)).toBeVisible();
  return editor(page);
}

test.describe('cases list', () => {
  const prefix = `Lista E2E ${Date.now()}`;
  const created: string[] = [];

  test.beforeAll(async () => {
    for (let i = 1; i <= 12; i += 1) {
      const body = await cms('POST', '/cases', {
        title: `${prefix} ${String(i).padStart(2, '0')}`,
        slug: `lista-e2e-${Date.now()}-${i}`,
        client_name: 'Cliente Lista',
        segment: 'Construtora',
        platform: i <= 3 ? 'LinkedIn Ads' : 'Meta Ads',
        short_description: 'Case criado para testar a lista.',
        challenge: 'Desafio.',
        strategy: ['Uma'],
        results: { Leads: '+1' },
        gallery_images: [],
        is_published: i % 2 === 0,
      });
      created.push(body.data.documentId);
    }
  });
  // Emptied as they are deleted: when the runner starts this group again (a new worker), beforeAll creates the twelve
  // again and `created` must hold those, not the deleted ones.
  test.afterAll(async () => {
    for (const id of created.splice(0)) await cms('DELETE', `/cases/${id}`);
  });

  test('search, platform filter and pages come from the CMS', async ({ page }) => {
    await openCases(page);
    const list = page.getByRole('list', { name: 'Lista de cases' });
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(prefix.toLowerCase());
    await expect(page.getByRole('heading', { name: 'Cases (12)' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'Ir para a página 2' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Plataforma' }).click();
    await page.getByRole('option', { name: 'LinkedIn Ads' }).click();
    await expect(page.getByRole('heading', { name: 'Cases (3)' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Publicados' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName(`${prefix} 02`);

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('nenhum case tem este texto');
    await expect(page.getByText('Nenhum case encontrado com os filtros selecionados.')).toBeVisible();
  });

  test('the publish switch saves at once', async ({ page }) => {
    await openCases(page);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(`${prefix} 01`);
    const toggle = page.getByRole('switch', { name: `Publicado: ${prefix} 01` }).or(page.getByRole('checkbox', { name: `Publicado: ${prefix} 01` }));
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Case atualizado com sucesso!')).toBeVisible(); // stored, not only shown
    const stored = await cms('GET', `/cases/${created[0]}?unpublished=include`);
    expect(stored.data.is_published).toBe(true);
  });
});

for (const [width, height] of [
  [375, 740],
  [1366, 800],
]) {
  test(`case editor at ${width}px: Salvar stays in sight with the form scrolled to its end`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openCases(page);
    const dialog = await editSeeded(page);
    await dialog.getByRole('region', { name: 'Mídia' }).scrollIntoViewIfNeeded();
    await dialog.locator('.MuiDialogContent-root').evaluate((content) => content.scrollTo(0, content.scrollHeight));
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('heading', { name: 'Editar Case' })).toBeInViewport({ ratio: 1 });
    for (const group of ['Dados', 'História', 'Resultados', 'Mídia']) await expect(dialog.getByRole('region', { name: group })).toBeVisible();
    if (width === 375) {
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    }
  });
}

test.describe('case editor: discard-changes guard', () => {
  test('an unchanged form closes on Esc and on a click outside without asking', async ({ page }) => {
    await openCases(page);
    await editSeeded(page);
    await page.keyboard.press('Escape');
    await expect(editor(page)).toHaveCount(0);
    await editSeeded(page);
    await page.mouse.click(5, 5);
    await expect(editor(page)).toHaveCount(0);
    await expect(discard(page)).toHaveCount(0);
  });

  test('Esc and a click outside a changed form ask first; the edits stay unless discarded', async ({ page }) => {
    await openCases(page);
    const dialog = await editSeeded(page);
    const title = dialog.getByRole('textbox', { name: /^Título/ });
    await title.fill('Título alterado');
    await page.keyboard.press('Escape');
    await expect(discard(page)).toBeVisible();
    await discard(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(title).toHaveValue('Título alterado');

    await page.mouse.click(5, 5);
    await expect(discard(page)).toBeVisible();
    await discard(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(editor(page)).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: seeded })).toBeVisible();
  });

  test('the back button asks before leaving a changed form', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(DEV_ADMIN.email);
    await page.getByLabel(/^Senha/).fill(DEV_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
    const dialog = await editSeeded(page);
    await dialog.getByRole('textbox', { name: /^Título/ }).fill('Título alterado');
    await page.goBack();
    await expect(discard(page)).toBeVisible();
    await discard(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(dialog.getByRole('textbox', { name: /^Título/ })).toHaveValue('Título alterado');

    // Discarded, the navigation goes on to the sign-in page (which, signed in, sends the admin back to the panel).
    await page.goBack();
    const left = page.waitForURL(/\/admin\/login/, { waitUntil: 'commit' });
    await discard(page).getByRole('button', { name: 'Descartar' }).click();
    await left;
    await expect(editor(page)).toHaveCount(0);
  });

  test('closing the tab with a changed form asks the browser to confirm', async ({ page }) => {
    await openCases(page);
    const dialog = await editSeeded(page);
    await dialog.getByRole('textbox', { name: /^Título/ }).fill('Título alterado');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    // Leaving is confirmed, so the page closes now (a kept page raced the context's teardown: "Test ended").
    const closed = page.waitForEvent('close');
    await question.accept();
    await closed;
  });
});

test('the dashboard saves a results chart as rows, which the case page then draws with its table', async ({ page }) => {
  const slug = `case-e2e-serie-${Date.now()}`;
  const title = `Residencial Jardim Serie ${Date.now()}`;
  const body = await cms('POST', '/cases', {
    title,
    slug,
    client_name: 'Construtora Série',
    segment: 'Construtora',
    platform: 'Meta Ads',
    short_description: 'Case criado para testar o gráfico de resultados.',
    challenge: 'Desafio.',
    strategy: ['Uma'],
    results: { Leads: '1.260' },
    gallery_images: [],
    // Published by the save below, and deleted right after: /cases specs count the published cases meanwhile.
    is_published: false,
  });
  const id = body.data.documentId;
  try {
    await openCases(page);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(title);
    await page.getByRole('button', { name: `Editar ${title}` }).click();
    await expect(editor(page)).toBeVisible();
    const dialog = editor(page);
    await dialog.getByRole('button', { name: 'Adicionar gráfico de resultados' }).click();
    const chart = dialog.getByRole('group', { name: 'Gráfico de resultados' });
    await chart.getByRole('textbox', { name: 'Nome do gráfico' }).fill('Leads por mês');
    await chart.getByRole('textbox', { name: 'Métrica' }).fill('Leads gerados');
    const periods: Array<[string, string]> = [['jan/25', '310'], ['fev/25', '420,5'], ['mar/25', '529,5']];
    for (const [i, [label, value]] of periods.entries()) {
      if (i >= 2) await chart.getByRole('button', { name: 'Adicionar' }).click();
      await chart.getByRole('textbox', { name: `Período ${i + 1}` }).fill(label);
      await chart.getByRole('textbox', { name: `Valor ${i + 1}` }).fill(value);
    }
    await expect(chart.getByRole('region', { name: 'Pré-visualização do gráfico' }).getByRole('figure', { name: 'Leads por mês' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Publicado' }).or(dialog.getByRole('switch', { name: 'Publicado' })).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Case atualizado com sucesso!')).toBeVisible();
    const stored = await cms('GET', `/cases/${id}?unpublished=include`);
    expect(stored.data.results_series).toEqual({
      title: 'Leads por mês',
      metric: 'Leads gerados',
      format: 'number',
      points: [{ label: 'jan/25', value: 310 }, { label: 'fev/25', value: 420.5 }, { label: 'mar/25', value: 529.5 }],
    });

    // Published after the build: the site server asks the CMS and the browser draws the page.
    await page.goto(`/cases/${slug}`);
    const figure = page.getByRole('figure', { name: 'Leads por mês' });
    await expect(figure).toBeVisible();
    await expect(figure.locator('svg rect')).toHaveCount(3);
    await expect(figure.getByRole('table', { name: 'Leads por mês' }).getByRole('rowheader')).toHaveText(['jan/25', 'fev/25', 'mar/25']);
    await expect(figure.getByRole('table').getByRole('cell')).toHaveText(['310', '420,5', '529,5']);
  } finally {
    await cms('DELETE', `/cases/${id}`);
  }
});
