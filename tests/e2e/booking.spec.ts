import { expect, test, waitingForIslands, type Page } from './support/test';

import { pickFarDay, slot, twoMonthsAhead } from './support/booking';
import { cmsGet, uniqueEmail } from './support/cms';

/** Wednesday 2030-06-12, 10:10 in Sao Paulo (the browser runs in America/Sao_Paulo too). */
const WEDNESDAY_1010 = new Date('2030-06-12T13:10:00Z');
const VALID = { name: 'Renata Oliveira', email: 'renata@exemplo.com', phone: '(15) 99812-3456' };

const day = (page: Page, n: number) => page.getByRole('gridcell', { name: String(n), exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirmar Agendamento' });

async function fill(page: Page, values: { name?: string; email?: string; phone?: string; company?: string; message?: string }) {
  if (values.name !== undefined) await page.getByLabel('Nome').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('E-mail').fill(values.email);
  if (values.phone !== undefined) await page.getByLabel('Telefone / WhatsApp').fill(values.phone);
  if (values.company !== undefined) await page.getByLabel('Empresa').fill(values.company);
  if (values.message !== undefined) await page.getByLabel('Mensagem').fill(values.message);
}

async function openAt(page: Page, now: Date) {
  await page.clock.setFixedTime(now);
  await page.goto('/agendamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Agende sua Consultoria Gratuita' })).toBeVisible();
}

async function toStep2(page: Page, date: number, time: string) {
  await day(page, date).click();
  await expect(slot(page, time)).toBeEnabled();
  await slot(page, time).click();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
}

test('weekends and past days cannot be chosen; slots appear only after a date; Continuar needs date and time', async ({ page }) => {
  await openAt(page, WEDNESDAY_1010);
  await expect(page.getByText('45 minutos', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: 'Escolha a data e horário' })).toBeVisible();
  await expect(day(page, 11)).toBeDisabled(); // yesterday
  await expect(day(page, 15)).toBeDisabled(); // Saturday
  await expect(day(page, 16)).toBeDisabled(); // Sunday
  await expect(day(page, 12)).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Mês anterior' })).toBeDisabled();
  await expect(slot(page, '09:00')).toHaveCount(0);
  await expect(continueButton(page)).toBeDisabled();

  await day(page, 12).click();
  for (const past of ['09:00', '09:30', '10:00']) await expect(slot(page, past)).toBeDisabled();
  await expect(slot(page, '17:00')).toBeEnabled();
  await expect(continueButton(page)).toBeDisabled();
  await slot(page, '10:30').click();
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
  await expect(page.getByText('quarta-feira, 12 de junho de 2030')).toBeVisible();
  await expect(page.getByText(/às 10:30/)).toBeVisible();

  await expect(confirmButton(page)).toBeDisabled();
  await fill(page, { name: VALID.name, email: VALID.email });
  await expect(confirmButton(page)).toBeDisabled();
  await fill(page, { phone: VALID.phone });
  await expect(confirmButton(page)).toBeEnabled();

  await page.getByRole('button', { name: 'Alterar' }).click();
  await expect(slot(page, '10:30')).toHaveAttribute('aria-pressed', 'true');
  await continueButton(page).click();
  await expect(page.getByLabel('Nome')).toHaveValue(VALID.name);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { name: 'Escolha a data e horário' })).toBeVisible();
});

test('every contact rule shows its pt-BR message and the Erro de validação toast; nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/bookings') && posts.push(r.url()));
  await openAt(page, WEDNESDAY_1010);
  await toStep2(page, 13, '14:00');
  const cases: Array<[Partial<typeof VALID> & { company?: string; message?: string }, string]> = [
    [{ name: 'R' }, 'Nome deve ter no mínimo 2 caracteres'],
    [{ name: 'R'.repeat(101) }, 'Nome deve ter no máximo 100 caracteres'],
    [{ name: 'Renata 2' }, 'Nome deve conter apenas letras'],
    [{ email: 'renata@' }, 'Email inválido'],
    [{ email: `${'r'.repeat(250)}@x.com` }, 'Email deve ter no máximo 255 caracteres'],
    [{ phone: '15 9981-abcd' }, 'Telefone deve conter apenas números'],
    [{ phone: '(15) 9981' }, 'Telefone deve ter no mínimo 10 dígitos'],
    [{ phone: '1'.repeat(21) }, 'Telefone deve ter no máximo 20 caracteres'],
    [{ company: 'E'.repeat(201) }, 'Empresa deve ter no máximo 200 caracteres'],
    [{ message: 'M'.repeat(1001) }, 'Mensagem deve ter no máximo 1000 caracteres'],
  ];
  for (const [override, message] of cases) {
    await fill(page, { ...VALID, company: '', message: '', ...override });
    await confirmButton(page).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Erro de validação' }).filter({ hasText: message });
    await expect(toast.first()).toBeVisible();
    await expect(page.getByRole('form').getByText(message, { exact: true })).toBeVisible();
  }
  expect(posts).toEqual([]);
});

test('a slot that starts while the visitor types is refused with Este horário já passou.', async ({ page }) => {
  await openAt(page, WEDNESDAY_1010);
  await toStep2(page, 12, '10:30');
  await fill(page, VALID);
  await page.clock.setFixedTime(new Date('2030-06-12T13:31:00Z'));
  await confirmButton(page).click();
  await expect(page.getByText('Erro de validação')).toBeVisible();
  await expect(page.getByText('Este horário já passou.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Escolha a data e horário' })).toBeVisible();
  await expect(slot(page, '10:30')).toBeDisabled();
  await expect(continueButton(page)).toBeDisabled();
});

test('with the CMS down the booking fails with a message and keeps what was typed', async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY_1010);
  await page.goto(`${process.env.E2E_OFFLINE_URL ?? 'http://localhost:4184'}/agendamento`);
  await toStep2(page, 14, '09:00');
  await fill(page, { ...VALID, company: 'Imobiliária Centro' });
  await confirmButton(page).click();
  await expect(page.getByText('Erro ao agendar')).toBeVisible();
  await expect(page).toHaveURL(/\/agendamento$/);
  await expect(page.getByLabel('Nome')).toHaveValue(VALID.name);
  await expect(page.getByLabel('Empresa')).toHaveValue('Imobiliária Centro');
  await expect(confirmButton(page)).toBeEnabled();
});

const unfold = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

test('a booking made in the browser is stored, e-mailed with a calendar invite, and its slot is taken for the next visitor', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('agenda');
  await page.goto('/agendamento');
  const date = await pickFarDay(page, ['09:00', '09:30']);
  await slot(page, '09:00').click();
  await continueButton(page).click();
  await fill(page, { ...VALID, email, company: 'Construtora Horizonte', message: 'Lançamento em Sorocaba.' });
  await confirmButton(page).click();
  await expect(page.getByText('Reunião agendada com sucesso!')).toBeVisible();
  await expect(page.getByText('Você receberá um e-mail de confirmação em breve.')).toBeVisible();
  await expect(page).toHaveURL(/\/obrigado$/, { timeout: 5000 });

  const { data } = await cmsGet(`/bookings?filters[email][$eq]=${encodeURIComponent(email)}`, true);
  expect(data).toHaveLength(1);
  const booking = data[0];
  expect(booking).toMatchObject({
    name: VALID.name,
    phone: VALID.phone,
    company: 'Construtora Horizonte',
    time: '09:00',
    booking_state: 'confirmed',
    source_page: 'agendamento',
  });
  expect(booking.date).toBe(date);
  expect(booking.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/alicerce-[0-9a-f]{32}$/);

  const next = waitingForIslands(await browser.newPage());
  await next.goto('/agendamento');
  await twoMonthsAhead(next);
  await next.locator(`button[role="gridcell"][data-date="${date}"]`).click();
  await expect(slot(next, '09:30')).toBeEnabled();
  await expect(slot(next, '09:00')).toBeDisabled();
  await next.close();

  let mail: any;
  await expect
    .poll(async () => {
      const messages = await (await fetch(`${process.env.E2E_MAIL_URL}/api/messages`)).json();
      mail = messages.find((m: any) => m.to.includes(email) && m.subject.startsWith('Consultoria agendada'));
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail.text).toContain(booking.meeting_url);
  expect(mail.text).toContain('09:00');
  const attachment = mail.attachments.find((a: any) => a.filename.endsWith('.ics'));
  expect(attachment.contentType).toBe('text/calendar');
  const lines = unfold(Buffer.from(attachment.content, 'base64').toString('utf8'));
  const field = (name: string) => lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toEqual(expect.arrayContaining(['VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'END:VEVENT', 'END:VCALENDAR']));
  const compact = booking.date.replace(/-/g, '');
  expect(field('DTSTART')).toBe(`DTSTART:${compact}T120000Z`); // 09:00 in Sao Paulo
  expect(field('DTEND')).toBe(`DTEND:${compact}T124500Z`);
  expect(field('LOCATION')).toBe(`LOCATION:${booking.meeting_url}`);
  expect(field('UID')).toContain(booking.documentId);
  expect(field('DTSTAMP')).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  expect(field('SUMMARY')).toBeDefined();
  expect(field('ORGANIZER')).toMatch(/:mailto:.+@.+/);
  expect(field('ATTENDEE')).toContain(`mailto:${email}`);
});

test.describe('the task on screen', () => {
  test('at 1366×768 the calendar is on the first screen, and so are the slots and Continuar once a day is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAt(page, WEDNESDAY_1010);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('grid')).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeInViewport({ ratio: 1 });
    await day(page, 13).click();
    await expect(slot(page, '14:00')).toBeEnabled();
    await slot(page, '14:00').click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('group', { name: 'Horários disponíveis (horário de Brasília)' })).toBeInViewport({ ratio: 1 });
    await expect(continueButton(page)).toBeInViewport({ ratio: 1 });
  });

  for (const height of [667, 812]) {
    test(`at 375×${height} nothing fixed covers the calendar, the slots or Continuar; WhatsApp is offered once, in the page`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height });
      await openAt(page, WEDNESDAY_1010);
      await day(page, 13).click();
      await slot(page, '14:00').click();
      // Nothing on the page is fixed to the screen (the phone's action bar would offer this very page).
      const fixed = await page
        .locator('body *')
        .evaluateAll((elements) =>
          elements
            .filter((element) => getComputedStyle(element).position === 'fixed' && element.checkVisibility())
            .map((element) => element.outerHTML.slice(0, 80)),
        );
      expect(fixed).toEqual([]);
      await expect(page.getByRole('navigation', { name: 'Contato rápido' })).toHaveCount(0);
      // Each part of the task, brought to the middle of the screen, is what a tap anywhere on it reaches.
      for (const part of [
        page.getByRole('grid'),
        page.getByRole('group', { name: 'Horários disponíveis (horário de Brasília)' }),
        continueButton(page),
      ]) {
        await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const covered = await part.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.1, 0.5, 0.9].map((fy) => [box.left + box.width * fx, box.top + box.height * fy]));
          return points
            .filter(([x, y]) => !element.contains(document.elementFromPoint(x, y)))
            .map(([x, y]) => `${Math.round(x)},${Math.round(y)}: ${document.elementFromPoint(x, y)?.outerHTML.slice(0, 60)}`);
        });
        expect(covered, await part.evaluate((element) => element.outerHTML.slice(0, 60))).toEqual([]);
      }
      const whatsapp = page.locator('a[href^="https://wa.me/"]');
      await expect(whatsapp).toHaveCount(1);
      await expect(whatsapp).toHaveAccessibleName('Conversar pelo WhatsApp (abre em nova aba)');
    });
  }
});
