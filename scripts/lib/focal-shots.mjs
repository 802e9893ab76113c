// The focal-point dialog of 'Mídia' (issue 55), for `npm run screenshots -- --screens=foco`: the first photo of the
// library with its crops previewed, at each width and theme asked, as PNGs beside the others.
import { join } from 'node:path';

import { signedInContext } from './editing-shots.mjs';

export async function shootFocalPoint(browser, { siteUrl, sessionValue, widths, themes, out }) {
  let count = 0;
  for (const width of widths) {
    for (const theme of themes) {
      const context = await signedInContext(browser, { width, theme, sessionValue });
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
