import { expect, test } from './support/test';

/**
 * The next page before the tap (web/src/site/lib/speculation-rules.ts): the rules are on every public page, the browser
 * takes them, and the links that must never be prepared are left out by the rules' own selector in a real Chromium.
 * That a prepared page counts nothing until shown is web/src/site/lib/dom/when-activated.test.ts: Chromium never activates
 * a prerendered page while a DevTools client is attached (its status reads PrerenderingDisabledByDevTools, or the
 * activated page reports activationStart 0 — tried with Playwright, Puppeteer and a bare CDP pipe), so no browser
 * test can open one.
 */

test('every public page carries the rules; they leave out the dashboard, the API, media, the thank-you page, queries, downloads and new tabs', async ({
  page,
}) => {
  for (const path of ['/', '/blog', '/cases', '/agendamento']) {
    await page.goto(path);
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
    expect(rules.prerender[0].eagerness, path).toBe('moderate');
  }
  expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
  // Which links the browser would leave out, by the rules' own selector, on real anchors of the page.
  const left = await page.evaluate(() => {
    const rules = JSON.parse(document.querySelector('script[type="speculationrules"]')!.textContent!);
    const excluded = rules.prerender[0].where.and[1].not.selector_matches as string;
    const anchor = (href: string, attrs: Record<string, string> = {}) => Object.assign(document.createElement('a'), { href }, attrs);
    const links: Array<[string, HTMLAnchorElement]> = [
      ['/servicos', anchor('/servicos')],
      ['/blog/um-artigo', anchor('/blog/um-artigo')],
      ['/cases/um-case', anchor('/cases/um-case')],
      ['/admin/login', anchor('/admin/login')],
      ['/admin/dashboard/cases', anchor('/admin/dashboard/cases')],
      ['/api/cases', anchor('/api/cases')],
      ['/uploads/x.jpg', anchor('/uploads/x.jpg')],
      ['/obrigado', anchor('/obrigado')],
      ['/cases?plataforma=Google', anchor('/cases?plataforma=Google')],
      ['download', anchor('/politicas-privacidade', { download: '' })],
      ['new tab', anchor('/contato', { target: '_blank' })],
    ];
    return links.filter(([, link]) => link.matches(excluded)).map(([name]) => name);
  });
  expect(left).toEqual([
    '/admin/login',
    '/admin/dashboard/cases',
    '/api/cases',
    '/uploads/x.jpg',
    '/obrigado',
    '/cases?plataforma=Google',
    'download',
    'new tab',
  ]);
});
