import { expect, test, type Locator, type Page } from './support/test';

import { contrast, drawnColors } from './support/colors';

/**
 * Layout of the public forms and figures as a visitor sees them (issue #19): whole labels, the booking steps on a
 * phone, time slots that look clickable, figures and buttons on one line at 320–375 px, plan lists not stretched.
 */

/** Wednesday 2030-06-12, 10:10 in Sao Paulo: the day's slots from 10:30 on are free. */
const WEDNESDAY_1010 = new Date('2030-06-12T13:10:00Z');
const PHONES = [320, 375] as const;

/** True when the element's text takes one line: its content box is under one and a half lines tall. */
const onOneLine = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    const content = node.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return content < 1.5 * parseFloat(style.lineHeight);
  });

// 1366 px is where the review saw 'Telefone / WhatsA…'; 900 px is the narrowest window with the form beside the text.
for (const width of [1366, 900]) {
  test.describe(`home hero form at ${width} px`, () => {
    test.use({ viewport: { width, height: 768 } });

    test('every field label shows whole, none cut with an ellipsis', async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Solicite uma consultoria gratuita' });
      await expect(form.getByLabel('Telefone / WhatsApp')).toBeVisible();
      const labels = await form
        .locator('label.MuiInputLabel-root')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => node.getClientRects().length > 0)
            .map((node) => ({ text: node.textContent, scroll: node.scrollWidth, client: node.clientWidth })),
        );
      expect(labels.map((label) => label.text).join(' | ')).toContain('Telefone / WhatsApp');
      for (const label of labels) expect(label.scroll, `${label.text}`).toBeLessThanOrEqual(label.client);
    });
  });
}

test.describe('/agendamento on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("after 'Continuar' the step 2 heading, its '2 de 2', the chosen date and the first field are on screen, the heading focused", async ({
    page,
  }) => {
    await page.clock.setFixedTime(WEDNESDAY_1010);
    await page.goto('/agendamento');
    await expect(page.getByText('Etapa 1 de 2')).toBeVisible();
    await page.getByRole('gridcell', { name: '13', exact: true }).click();
    await page.getByRole('button', { name: '14:00', exact: true }).click();
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    await continueButton.scrollIntoViewIfNeeded();
    await continueButton.click();

    const heading = page.getByRole('heading', { level: 2, name: 'Seus dados' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Etapa 2 de 2')).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('quinta-feira, 13 de junho de 2030')).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel('Nome')).toBeInViewport({ ratio: 1 });
    // The step heading is below the sticky site header, not under it.
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});

async function openSlots(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.clock.setFixedTime(WEDNESDAY_1010);
  await page.goto('/agendamento');
  await page.getByRole('gridcell', { name: '13', exact: true }).click();
}

for (const theme of ['light', 'dark'] as const) {
  test(`time slots (${theme}): an available slot stands out at 3:1 or more, the chosen one is filled, announced and stays so under the pointer`, async ({
    page,
  }) => {
    await openSlots(page, theme);
    const available = page.getByRole('button', { name: '15:00', exact: true });
    const chosen = page.getByRole('button', { name: '14:00', exact: true });
    await expect(available).toBeEnabled();

    const free = await drawnColors(available);
    expect(contrast(free.text, free.fill), 'available slot: text against its fill').toBeGreaterThanOrEqual(4.5);
    expect(contrast(free.border, free.behind), 'available slot: border against the card').toBeGreaterThanOrEqual(3);

    await chosen.click(); // the pointer stays on it, as a finger's tap leaves it on a phone
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(available).toHaveAttribute('aria-pressed', 'false');
    const picked = await drawnColors(chosen);
    expect(contrast(picked.fill, picked.behind), 'chosen slot: fill against the card').toBeGreaterThanOrEqual(3);
    expect(contrast(picked.text, picked.fill), 'chosen slot: text against its fill').toBeGreaterThanOrEqual(4.5);
    expect(contrast(picked.fill, free.fill), 'chosen slot against an available one').toBeGreaterThanOrEqual(3);
  });
}

/** The picked day's text against its own fill (composited over the card), as drawn now. */
async function dayContrast(day: Locator) {
  const { text, fill } = await drawnColors(day);
  return contrast(text, fill);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the picked day (${theme}, mouse) keeps its text at 4.5:1 on its fill, under the pointer and after it leaves`, async ({ page }) => {
    await openSlots(page, theme);
    const day = page.getByRole('gridcell', { name: '13', exact: true });
    await expect(day).toHaveAttribute('aria-selected', 'true');
    expect(await dayContrast(day), 'hovered: the pointer stays where it clicked').toBeGreaterThanOrEqual(4.5);
    await page.mouse.move(0, 0);
    expect(await dayContrast(day), 'not hovered').toBeGreaterThanOrEqual(4.5);
    await day.hover();
    expect(await dayContrast(day), 'hovered again').toBeGreaterThanOrEqual(4.5);
  });

  test.describe(`the picked day (${theme}, touch)`, () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('keeps its text at 4.5:1 on its fill after the tap', async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.clock.setFixedTime(WEDNESDAY_1010);
      await page.goto('/agendamento');
      const day = page.getByRole('gridcell', { name: '13', exact: true });
      await day.tap();
      await expect(day).toHaveAttribute('aria-selected', 'true');
      expect(await dayContrast(day)).toBeGreaterThanOrEqual(4.5);
    });
  });
}

/** The tops of the figures of each row of metric tiles are level, and every figure is on one line. */
async function expectFiguresInLine(tiles: Locator, where: string) {
  const figures = tiles.locator('dd');
  await expect(figures.first()).toBeVisible();
  const boxes = await tiles.evaluateAll((nodes) =>
    nodes.map((tile) => ({
      row: Math.round(tile.getBoundingClientRect().top),
      figure: tile.querySelector('dd')!.getBoundingClientRect().top,
      text: tile.querySelector('dd')!.textContent,
    })),
  );
  for (const box of boxes) {
    const rowMate = boxes.find((other) => other.row === box.row && other !== box);
    if (rowMate) expect(Math.abs(box.figure - rowMate.figure), `${where}: '${box.text}' level with '${rowMate.text}'`).toBeLessThanOrEqual(1);
  }
  for (const figure of await figures.all()) expect(await onOneLine(figure), `${where}: '${await figure.textContent()}' on one line`).toBe(true);
}

for (const width of PHONES) {
  test.describe(`/cases at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('card figures are level and on one line; the closing button reads on one line', async ({ page }) => {
      await page.goto('/cases');
      await expectFiguresInLine(page.locator('article [data-testid="case-metric"]'), 'cards');
      const closing = page.getByRole('link', { name: 'Agendar diagnóstico gratuito' });
      await closing.scrollIntoViewIfNeeded();
      expect(await onOneLine(closing)).toBe(true);
    });

    test("the case dialog's results keep each figure ('R$ 27,8 mi') on one line", async ({ page }) => {
      await page.goto('/cases');
      await page.locator('[data-case-open="residencial-mirante-campolim"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('R$ 27,8 mi')).toBeVisible();
      await expectFiguresInLine(dialog.locator('[data-testid="case-metric"]'), 'dialog');
    });
  });
}

test.describe('/servicos plans at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the plan cards' feature rows are as tall as their text, the same in every card", async ({ page }) => {
    await page.goto('/servicos');
    const cards = page
      .locator('main li')
      .filter({ has: page.getByRole('link', { name: /^Solicitar Proposta do plano/ }) })
      .locator('ul');
    await expect(cards).toHaveCount(3);
    const rows = await cards.evaluateAll((uls) =>
      uls.flatMap((ul) =>
        Array.from(ul.children, (li) => ({
          text: li.textContent,
          height: li.getBoundingClientRect().height,
          content: Math.max(...Array.from(li.children, (child) => child.getBoundingClientRect().bottom)) - li.getBoundingClientRect().top,
        })),
      ),
    );
    for (const row of rows) expect(row.height, `'${row.text}' not stretched`).toBeLessThanOrEqual(row.content + 1);
    const firstRows = await cards.evaluateAll((uls) => uls.map((ul) => ul.children[0].getBoundingClientRect().height));
    expect(Math.max(...firstRows) - Math.min(...firstRows), `first rows ${firstRows.join(', ')}`).toBeLessThanOrEqual(1);
  });
});
