// The focal-point dialog of 'Mídia' (issue 55), for `npm run screenshots -- --screens=foco`: the first photo of the
// library with its crops previewed, at each width and theme asked, as PNGs beside the others.
import { join } from 'node:path';

export async function shootFocalPoint(browser, { siteUrl, sessionValue, widths, themes, out }) {
  let count = 0;
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, colorScheme: theme, locale: 'pt-BR' });
      await context.addInitScript(
        ([value, mode]) => {
          if (!globalThis.localStorage.getItem('alicerce:session')) globalThis.localStorage.setItem('alicerce:session', value);
          globalThis.localStorage.setItem('mui-mode', mode);
        },
        [sessionValue, theme],
      );
      const page = await context.newPage();
      await page.goto(`${siteUrl}/admin/dashboard/midia`);
      await page
        .getByRole('button', { name: /^Ponto de foco de / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: join(out, `midia-foco-${width}-${theme}.png`) });
      count++;
      await context.close();
    }
  }
  return count;
}
