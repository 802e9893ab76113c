import { readFile } from 'node:fs/promises';
import { expect, test, waitingForIslands, type Locator, type Page } from './support/test';
import { patience } from './support/patience';
import { WITH_UNPUBLISHED_CASES } from '../../domain/src/case-visibility';
import { useAdminSession, openScreen, searchInbox } from './support/admin';
import { adminJwt, cmsGet, freeSlot, uniqueEmail, ANY_VERSION } from './support/cms';
import { png } from './support/png';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
/** What the dashboard asks for: unpublished cases too. */
const withUnpublished = new URLSearchParams(WITH_UNPUBLISHED_CASES).toString();

const toast = (page: Page, title: string, description?: string) => {
  let found = page.locator('#notistack-snackbar').filter({ hasText: title });
  if (description) found = found.filter({ hasText: description });
  return found.first();
};

async function openDashboard(page: Page, tab?: string) {
  await useAdminSession(page);
  await page.goto(tab ? `/admin/dashboard?aba=${tab}` : '/admin/dashboard/cases');
  await expect(page.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
}

const field = (dialog: Locator, name: RegExp) => dialog.getByRole('textbox', { name });

async function fillCase(page: Page, dialog: Locator, values: { title: string; slug: string }) {
  await field(dialog, /^Título/).fill(values.title);
  await field(dialog, /^Slug/).fill(values.slug);
  await field(dialog, /^Cliente/).fill('Construtora Teste E2E');
  await field(dialog, /^Segmento/).fill('Construtora');
  await dialog.getByRole('combobox', { name: /Plataforma/ }).click();
  await page.getByRole('option', { name: 'Meta Ads' }).click();
  await field(dialog, /^Descrição curta/).fill('Lançamento vendido com leads qualificados.');
  await field(dialog, /^Desafio/).fill('Vender 80 unidades em seis meses.');
  await field(dialog, /^Estratégia/).fill('Campanhas de cadastro\n\nRemarketing com vídeo');
  // Resultados as metric → value rows (the form stores the JSON object the page renders).
  for (const [index, [metric, value]] of [
    ['Leads', '+250%'],
    ['CPL', 'R$ 21'],
  ].entries()) {
    await dialog.getByRole('group', { name: 'Resultados' }).getByRole('button', { name: 'Adicionar' }).click();
    await field(dialog, new RegExp(`^Métrica ${index + 1}`)).fill(metric!);
    await field(dialog, new RegExp(`^Valor ${index + 1}`)).fill(value!);
  }
}

async function pageSection(page: string, key: string) {
  const body = await cmsGet<{ data: Array<{ documentId: string; section_key: string; content_type: string; content: Record<string, unknown> }> }>(
    `/page-contents?filters[page_slug][$eq]=${page}&pagination[pageSize]=100`,
  );
  return body.data.find((row) => row.section_key === key);
}

async function upsertSection(data: { page_slug: string; section_key: string; content_type: string; content: Record<string, unknown> }) {
  const response = await fetch(`${CMS}/api/page-contents/upsert`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
    body: JSON.stringify({ data }),
  });
  expect(response.ok).toBe(true);
}

test('cases: create with an uploaded gallery of 8 images, see it on /cases, edit, delete', async ({ page }) => {
  test.setTimeout(90_000 * patience);
  const slug = `case-e2e-${Date.now()}`;
  const title = `Case E2E ${Date.now()}`;
  await openDashboard(page);
  await page.getByRole('link', { name: 'Novo Case' }).click();
  const dialog = page.getByRole('form', { name: 'Novo Case' });
  await fillCase(page, dialog, { title, slug: slug.toUpperCase() });
  await expect(field(dialog, /^Slug/)).toHaveValue(slug);
  const files = Array.from({ length: 8 }, (_, i) => ({
    name: `galeria-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: png(30 * i, 200 - 20 * i, 120),
  }));
  await dialog.getByLabel('Galeria: enviar arquivos').setInputFiles(files);
  await expect(dialog.getByRole('list', { name: 'Imagens da galeria' }).getByRole('listitem')).toHaveCount(8, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Mover imagem 8 para cima' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Case criado com sucesso!')).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toContainText('Construtora Teste E2E · Meta Ads');

  const stored = (await cmsGet(`/cases?filters[slug][$eq]=${slug}&${withUnpublished}`, true)).data[0];
  expect(stored.gallery).toHaveLength(8);
  expect(stored.gallery_images).toHaveLength(8);
  expect(stored.strategy).toEqual(['Campanhas de cadastro', 'Remarketing com vídeo']);
  expect(stored.results).toEqual({ Leads: '+250%', CPL: 'R$ 21' });
  expect(stored.gallery[6].name).toBe('galeria-8.png');

  // The public page (built by the cases issue) shows it with the 'all images' button.
  await page.goto('/cases');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('link', { name: 'Ver Detalhes' }).click();
  await expect(page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Ver todas as 8 imagens' })).toBeVisible();

  await page.goto('/admin/dashboard/cases');
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('form', { name: 'Editar Case' });
  await expect(edit.getByRole('list', { name: 'Imagens da galeria' }).getByRole('listitem')).toHaveCount(8);
  await field(edit, /^Título/).fill(`${title} editado`);
  await edit.getByRole('button', { name: 'Remover imagem 1' }).click();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Case atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${title} editado` })).toBeVisible();
  expect((await cmsGet(`/cases?filters[slug][$eq]=${slug}&${withUnpublished}`, true)).data[0].gallery).toHaveLength(7);

  // The dashboard's own confirmation (never the browser's): Cancelar keeps the case, Excluir deletes it.
  await page.getByRole('button', { name: `Excluir ${title} editado` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Excluir case?' });
  await expect(ask).toContainText('Tem certeza que deseja excluir este case?');
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('listitem', { name: `${title} editado` })).toBeVisible();
  await page.getByRole('button', { name: `Excluir ${title} editado` }).click();
  await page.getByRole('alertdialog', { name: 'Excluir case?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Case excluído com sucesso!')).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${title} editado` })).toHaveCount(0);
  expect((await cmsGet(`/cases?filters[slug][$eq]=${slug}&${withUnpublished}`, true)).data).toHaveLength(0);
});

test('case form: every validation message in the Erro de validação toast; nothing is stored', async ({ page }) => {
  test.setTimeout(90_000 * patience);
  const slug = `invalido-${Date.now()}`;
  await openDashboard(page);
  await page.getByRole('link', { name: 'Novo Case' }).click();
  const dialog = page.getByRole('form', { name: 'Novo Case' });
  const save = () => dialog.getByRole('button', { name: 'Salvar' }).click();

  await save();
  await expect(toast(page, 'Erro de validação', 'Título é obrigatório')).toBeVisible();
  await fillCase(page, dialog, { title: 'Caso inválido', slug });

  const cases: Array<[RegExp, string, string, string]> = [
    [/^Título/, 'x'.repeat(201), 'Título deve ter no máximo 200 caracteres', 'Caso inválido'],
    [/^Slug/, '', 'Slug é obrigatório', slug],
    [/^Slug/, 'com espaço', 'Slug deve conter apenas letras minúsculas, números e hífens', slug],
    [/^Cliente/, '', 'Nome do cliente é obrigatório', 'Cliente'],
    [/^Cliente/, 'x'.repeat(201), 'Nome muito longo', 'Cliente'],
    [/^Descrição curta/, '', 'Descrição curta é obrigatória', 'Descrição'],
    [/^Desafio/, 'x'.repeat(2001), 'Desafio deve ter no máximo 2000 caracteres', 'Desafio'],
    [/^Estratégia/, '\n\n', 'Estratégia é obrigatória', 'Uma linha'],
    [/^Resultados/, '{ Leads: 10 }', 'JSON de resultados inválido', '{ "Leads": "10" }'],
    [/^Resultados/, '["10"]', 'Formato de resultados inválido', '{ "Leads": "10" }'],
    [/^Resultados/, '{ "Leads": 10 }', 'Formato de resultados inválido', '{ "Leads": "10" }'],
  ];
  await dialog.getByRole('button', { name: 'Avançado (JSON)' }).click(); // the results' raw JSON, with the spec's messages
  for (const [name, bad, message, good] of cases) {
    await field(dialog, name).fill(bad);
    await save();
    await expect(toast(page, 'Erro de validação', message)).toBeVisible();
    await expect(dialog.getByText(message, { exact: true })).toBeVisible(); // inline too
    await field(dialog, name).fill(good);
  }
  // An image address is checked where it is pasted, in its slot's words; nothing joins the slot.
  const addresses: Array<[string, string, string]> = [
    ['Imagem principal', 'imagem.png', 'URL de imagem inválida'],
    ['Imagem principal', `https://exemplo.com/${'a'.repeat(500)}`, 'URL muito longa'],
    ['Gráfico', 'grafico', 'URL de gráfico inválida'],
    ['Galeria', 'foto-2', 'URL de galeria inválida'],
  ];
  for (const [slot, bad, message] of addresses) {
    const group = dialog.getByRole('group', { name: new RegExp(`^${slot}`) });
    await group.getByRole('textbox', { name: `Colar URL da imagem: ${slot}` }).fill(bad);
    await group.getByRole('button', { name: `Usar URL: ${slot}` }).click();
    await expect(group.getByText(message, { exact: true })).toBeVisible();
    await expect(group.getByRole('img')).toHaveCount(0);
  }
  await dialog.getByRole('link', { name: 'Cancelar' }).click();
  await page.getByRole('alertdialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await cmsGet(`/cases?filters[slug][$eq]=${slug}&${withUnpublished}`, true)).data).toHaveLength(0);

  // Cancelling reset the form: the next 'Novo Case' starts empty and published.
  await page.getByRole('link', { name: 'Novo Case' }).click();
  await expect(field(dialog, /^Título/)).toHaveValue('');
  await expect(dialog.getByRole('switch', { name: 'Publicado' }).or(dialog.getByRole('checkbox', { name: 'Publicado' }))).toBeChecked();
});

test('page content: an upsert in the dashboard shows on the public page (blog final_cta), then restored', async ({ page }) => {
  const original = await pageSection('blog', 'final_cta');
  const title = `Chamada do blog ${Date.now()}`;
  try {
    await openDashboard(page, 'conteudo');
    await page.getByRole('combobox', { name: 'Página' }).click();
    await page.getByRole('option', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/conteudo\/blog$/);
    const sections = page.getByRole('list', { name: 'Seções da página' });
    if (original) await sections.getByRole('link', { name: /^Chamada final/ }).click();
    else {
      await page.getByRole('link', { name: 'Nova seção' }).click();
      await page.getByRole('textbox', { name: 'Chave da seção' }).fill('final_cta');
    }
    const form = page.getByRole('form', { name: /— Blog$/ });
    await form.getByRole('button', { name: 'Avançado (JSON)' }).click();
    const content = form.getByRole('textbox', { name: 'Conteúdo (JSON)' });
    await content.fill('[1, 2]');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Erro de validação', 'Formato de conteúdo inválido')).toBeVisible();
    await content.fill('{ "title": ');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Erro de validação', 'JSON inválido')).toBeVisible();

    await content.fill(JSON.stringify({ title, text: 'Texto vindo do painel.', button_label: 'Agendar agora', button_href: '/agendamento' }));
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Conteúdo salvo com sucesso!')).toBeVisible();
    expect((await pageSection('blog', 'final_cta'))?.content.title).toBe(title);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  } finally {
    if (original)
      await upsertSection({ page_slug: 'blog', section_key: 'final_cta', content_type: original.content_type, content: original.content });
  }
});

test('edit mode: an admin edits the home final CTA in place; visitors never see the toggle', async ({ page, browser }) => {
  const original = await pageSection('home', 'final_cta');
  const title = `Vamos vender mais ${Date.now()}`;
  try {
    await useAdminSession(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Modo Edição' }).click();
    await expect(page.getByRole('button', { name: 'Modo Visualização' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar chamada final' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar chamada final' });
    await dialog.getByRole('button', { name: 'Avançado (JSON)' }).click();
    const content = dialog.getByRole('textbox', { name: 'Conteúdo (JSON)' });
    await content.fill('nada');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Erro de validação', 'JSON inválido')).toBeVisible();
    await content.fill(JSON.stringify({ title, text: 'Editado no próprio site.', button_label: 'Quero agendar', button_href: '/agendamento' }));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Conteúdo salvo com sucesso!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Modo Visualização' }).click();
    await expect(page.getByRole('button', { name: 'Editar chamada final' })).toHaveCount(0);

    // An anonymous visitor: no toggle and no /users/me request.
    const visitor = waitingForIslands(await browser.newPage());
    const asked: string[] = [];
    visitor.on('request', (request) => request.url().includes('/api/users/me') && asked.push(request.url()));
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /Modo Edição|Modo Visualização/ })).toHaveCount(0);
    expect(asked).toEqual([]);
    await visitor.close();
  } finally {
    if (original)
      await upsertSection({ page_slug: 'home', section_key: 'final_cta', content_type: original.content_type, content: original.content });
  }
});

test('inboxes: leads and bookings from the public API are listed, searchable, status changes, CSV with BOM', async ({ page }) => {
  test.setTimeout(60_000 * patience);
  const leadEmail = uniqueEmail('painel.lead');
  const bookingEmail = uniqueEmail('painel.agenda');
  const lead = await fetch(`${CMS}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        name: 'Márcia Painel',
        email: leadEmail,
        phone: '(15) 99777-0000',
        company: 'Imobiliária São João',
        message: 'Quero "leads"; rápido',
        source_page: '/contato',
      },
    }),
  });
  expect(lead.status).toBe(201);
  const slot = freeSlot();
  const slotDay = slot.date.split('-').reverse().join('/');
  const booking = await fetch(`${CMS}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { name: 'Otávio Agenda', email: bookingEmail, phone: '(15) 99666-1111', ...slot } }),
  });
  expect([200, 201]).toContain(booking.status);

  await openDashboard(page, 'leads');
  await searchInbox(page, 'Leads', leadEmail);
  const row = page.getByRole('row', { name: 'Lead Márcia Painel' });
  await expect(row).toContainText('Imobiliária São João');
  await expect(row.getByRole('combobox', { name: 'Status de Márcia Painel' })).toHaveText('Novo');
  await row.getByRole('combobox', { name: 'Status de Márcia Painel' }).click();
  await page.getByRole('option', { name: 'Contatado' }).click();
  await expect(toast(page, 'Status atualizado!')).toBeVisible();
  await expect
    .poll(async () => (await cmsGet(`/leads?filters[email][$eq]=${encodeURIComponent(leadEmail)}`, true)).data[0].lead_status)
    .toBe('contacted');

  const [leadsFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(leadsFile.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const leadsCsv = await readFile((await leadsFile.path())!, 'utf8');
  expect(leadsCsv.charCodeAt(0)).toBe(0xfeff);
  expect(leadsCsv).toContain('"Data";"Nome";"E-mail";"Telefone"');
  expect(leadsCsv).toContain(`"Márcia Painel";"${leadEmail}";"(15) 99777-0000";"Imobiliária São João";"Quero ""leads""; rápido";"/contato"`);
  expect(leadsCsv).toContain('"Contatado"');

  await openScreen(page, 'Agendamentos');
  await searchInbox(page, 'Agendamentos', bookingEmail);
  const bookingRow = page.getByRole('row', { name: 'Agendamento Otávio Agenda' });
  await expect(bookingRow).toContainText(`${slotDay} às ${slot.time}`);
  const [bookingsFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const bookingsCsv = await readFile((await bookingsFile.path())!, 'utf8');
  expect(bookingsCsv.charCodeAt(0)).toBe(0xfeff);
  expect(bookingsCsv).toContain(`"${slotDay}";"${slot.time}";"Otávio Agenda";"${bookingEmail}"`);
  expect(bookingsCsv).toContain('"Confirmado"');

  await bookingRow.getByRole('combobox', { name: 'Situação de Otávio Agenda' }).click();
  await page.getByRole('option', { name: 'Cancelado' }).click();
  await expect(toast(page, 'Agendamento atualizado!')).toBeVisible();
  await expect
    .poll(async () => (await cmsGet(`/bookings?filters[email][$eq]=${encodeURIComponent(bookingEmail)}`, true)).data[0].booking_state)
    .toBe('cancelled');
});
