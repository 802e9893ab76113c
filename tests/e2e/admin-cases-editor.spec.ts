import { expect, test, type Page } from './support/test';
import { searchCases, useAdminSession } from './support/admin';
import { adminJwt, ANY_VERSION } from './support/cms';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

async function cms(method: string, path: string, data?: unknown) {
  const response = await fetch(`${CMS}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
    body: data ? JSON.stringify({ data }) : undefined,
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return response.status === 204 ? null : response.json();
}

async function openCases(page: Page) {
  await useAdminSession(page);
  await page.goto('/admin/dashboard/cases');
  await expect(page.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
}

/** The case editor, a page of its own (…/cases/<documentId>). */
const editor = (page: Page) => page.getByRole('form', { name: 'Editar Case' });

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

// The editor's sticky header and its discard guard on every way out: admin-editors.spec.ts.

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
    await searchCases(page, title);
    await page.getByRole('button', { name: `Editar ${title}` }).click();
    await expect(editor(page)).toBeVisible();
    const dialog = editor(page);
    await dialog.getByRole('button', { name: 'Adicionar gráfico de resultados' }).click();
    const chart = dialog.getByRole('group', { name: 'Gráfico de resultados' });
    await chart.getByRole('textbox', { name: 'Nome do gráfico' }).fill('Leads por mês');
    await chart.getByRole('textbox', { name: 'Métrica' }).fill('Leads gerados');
    const periods: Array<[string, string]> = [
      ['jan/25', '310'],
      ['fev/25', '420,5'],
      ['mar/25', '529,5'],
    ];
    for (const [i, [label, value]] of periods.entries()) {
      if (i >= 2) await chart.getByRole('button', { name: 'Adicionar' }).click();
      await chart.getByRole('textbox', { name: `Período ${i + 1}` }).fill(label);
      await chart.getByRole('textbox', { name: `Valor ${i + 1}` }).fill(value);
    }
    await expect(chart.getByRole('region', { name: 'Pré-visualização do gráfico' }).getByRole('figure', { name: 'Leads por mês' })).toBeVisible();
    await dialog
      .getByRole('checkbox', { name: 'Publicado' })
      .or(dialog.getByRole('switch', { name: 'Publicado' }))
      .check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Case atualizado com sucesso!')).toBeVisible();
    const stored = await cms('GET', `/cases/${id}?unpublished=include`);
    expect(stored.data.results_series).toEqual({
      title: 'Leads por mês',
      metric: 'Leads gerados',
      format: 'number',
      points: [
        { label: 'jan/25', value: 310 },
        { label: 'fev/25', value: 420.5 },
        { label: 'mar/25', value: 529.5 },
      ],
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
