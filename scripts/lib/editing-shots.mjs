// The states of a dashboard editor that only a team meets (issue 51), for `npm run screenshots`: the conflict view
// after a real stale save, the 'Histórico' panel, another person's "está editando" banner and the offer of unsaved
// edits kept in the browser — on the first stored case, at each width and theme asked, as PNGs beside the others.
import { join } from 'node:path';

const json = (jwt) => ({ 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) });

/** Another person of the team: an editor account (registered, promoted by the admin), signed in; answers their token. */
async function colleague(cmsUrl, adminJwt) {
  const email = `marina.editora.${Date.now().toString(36)}@alicerce.example`;
  const password = 'senha-da-marina-1';
  const { user } = await (
    await fetch(`${cmsUrl}/api/auth/local/register`, { method: 'POST', headers: json(), body: JSON.stringify({ username: email, email, password }) })
  ).json();
  await fetch(`${cmsUrl}/api/team/members/${user.id}`, {
    method: 'PUT',
    headers: json(adminJwt),
    body: JSON.stringify({ data: { role: 'editor' } }),
  });
  return (
    await (await fetch(`${cmsUrl}/api/auth/local`, { method: 'POST', headers: json(), body: JSON.stringify({ identifier: email, password }) })).json()
  ).jwt;
}

/** A heartbeat of the colleague's tab on the case (the editor then shows "… está editando desde …"). */
const markAsOther = (cmsUrl, jwt, documentId) =>
  fetch(`${cmsUrl}/api/editing/case/${documentId}`, { method: 'PUT', headers: json(jwt), body: JSON.stringify({ tab: 'aba-da-colega-01' }) });

/** Saves the case knowingly over any version, as someone else would have meanwhile. */
async function saveMeanwhile(cmsUrl, jwt, { documentId, ...stored }, title) {
  await fetch(`${cmsUrl}/api/cases/${documentId}`, {
    method: 'PUT',
    headers: { ...json(jwt), 'if-match': '*' },
    body: JSON.stringify({ data: { title, challenge: 'Desafio revisto por outra pessoa da equipe.', is_published: stored.is_published } }),
  });
}

/** A browser context of the dashboard, signed in (the session in localStorage), at `width` in `theme`. */
export async function signedInContext(browser, { width, theme, sessionValue }) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    colorScheme: theme,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.addInitScript(
    ([value, mode]) => {
      if (!globalThis.localStorage.getItem('alicerce:session')) globalThis.localStorage.setItem('alicerce:session', value);
      globalThis.localStorage.setItem('mui-mode', mode);
    },
    [sessionValue, theme],
  );
  return context;
}

export async function shootEditingStates(browser, { siteUrl, cmsUrl, sessionValue, widths, themes, out }) {
  const { jwt } = JSON.parse(sessionValue);
  const [stored] =
    (
      await (
        await fetch(`${cmsUrl}/api/cases?unpublished=include&sort=createdAt:asc&pagination[pageSize]=1`, {
          headers: { authorization: `Bearer ${jwt}` },
        })
      ).json()
    ).data ?? [];
  if (!stored) return 0;
  const other = await colleague(cmsUrl, jwt);
  let count = 0;
  for (const width of widths) {
    for (const theme of themes) {
      const context = await signedInContext(browser, { width, theme, sessionValue });
      const page = await context.newPage();
      const shot = async (name) => {
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(out, `editor-${name}-${width}-${theme}.png`) });
        count++;
      };
      const url = `${siteUrl}/admin/dashboard/cases/${stored.documentId}`;
      // Another person's mark: the banner, before choosing.
      await markAsOther(cmsUrl, other, stored.documentId);
      await page.goto(url);
      await page
        .getByText(/está editando|em outra aba/)
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => {});
      await shot('editando');
      // The conflict view: typed here, saved meanwhile elsewhere.
      await fetch(`${cmsUrl}/api/editing/case/${stored.documentId}?tab=aba-da-colega-01`, { method: 'DELETE', headers: json(other) });
      await page.goto('about:blank');
      await page.route('**/api/editing/**', (route) => route.abort());
      await page.goto(url);
      const title = page.getByRole('textbox', { name: /^Título/, includeHidden: true });
      await title.waitFor();
      const original = await title.inputValue();
      await title.fill(`${original} (revisto)`);
      await saveMeanwhile(cmsUrl, jwt, stored, `${original} — versão da equipe`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('dialog', { name: 'Este registro foi alterado enquanto você editava' }).waitFor();
      await shot('conflito');
      await page.getByRole('button', { name: 'Combinar as versões' }).click();
      // The history panel, with its comparison.
      await page.getByRole('button', { name: 'Histórico' }).click();
      await page.getByText(/^Versões \(\d+\)$/).waitFor();
      await shot('historico');
      await page.keyboard.press('Escape');
      // The offer of what was typed, when the editor opens again.
      page.on('dialog', (ask) => void ask.accept());
      await page.waitForTimeout(1500);
      await page.goto(url);
      await page
        .getByRole('dialog', { name: /^Recuperar alterações/ })
        .waitFor({ timeout: 10_000 })
        .catch(() => {});
      await shot('recuperar');
      await saveMeanwhile(cmsUrl, jwt, stored, original);
      await context.close();
    }
  }
  return count;
}
