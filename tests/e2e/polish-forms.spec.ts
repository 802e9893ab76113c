import { expect, test } from './support/test';

/**
 * Layout of the public forms and figures as a visitor sees them (issue #19): whole labels, the booking steps on a
 * phone, time slots that look clickable, figures and buttons on one line at 320–375 px, plan lists not stretched.
 */

// 1366 px is where the review saw 'Telefone / WhatsA…'; 900 px is the narrowest window with the form beside the text.
for (const width of [1366, 900]) {
  test.describe(`home hero form at ${width} px`, () => {
    test.use({ viewport: { width, height: 768 } });

    test('every field label shows whole, none cut with an ellipsis', async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Solicite uma consultoria gratuita' });
      await expect(form.getByLabel('Telefone / WhatsApp')).toBeVisible();
      const labels = await form.locator('label.MuiInputLabel-root').evaluateAll((nodes) =>
        nodes.filter((node) => node.getClientRects().length > 0).map((node) => ({ text: node.textContent, scroll: node.scrollWidth, client: node.clientWidth })),
      );
      expect(labels.map((label) => label.text).join(' | ')).toContain('Telefone / WhatsApp');
      for (const label of labels) expect(label.scroll, `${label.text}`).toBeLessThanOrEqual(label.client);
    });
  });
}

