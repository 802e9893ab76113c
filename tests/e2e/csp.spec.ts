import { expect, test } from './support/test';

import { refusedSnippetRequests } from '../../domain/src/snippet-requests';
import { useAdminSession, openScreen, dashboardNav } from './support/admin';
import { acceptAll, serveSnippet, settle, watch } from './support/csp';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from './support/routes';

// The site's Content-Security-Policy (scripts/lib/security-headers.mjs) in a real browser: nothing the site does
// breaks it, the admin's tag snippets still run, and what it exists to stop is stopped, with a report.

test.describe('no page of the site breaks its own CSP', () => {
  for (const { path, h1 } of PUBLIC_ROUTES) {
    test(`public ${path}`, async ({ page }) => {
      const { violations, errors } = await watch(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await settle(page);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a client-side navigation through the public pages and the cookie dialog', async ({ page }) => {
    const { violations, errors } = await watch(page);
    await page.goto('/');
    for (const name of ['Serviços', 'Cases', 'Blog', 'Contato']) {
      await page.getByRole('link', { name }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Preferências de cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Preferências de cookies' })).toBeVisible();
    await settle(page);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const path of ADMIN_ROUTES.filter((route) => route !== '/admin/dashboard')) {
    test(`admin ${path}`, async ({ page }) => {
      const { violations, errors } = await watch(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the admin dashboard, every tab (the cases tab shows the CMS media)', async ({ page }) => {
    await useAdminSession(page);
    const { violations, errors } = await watch(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [
      'Cases',
      'Blog',
      'Conteúdo das Páginas',
      'Prova social',
      'Configurações do Site',
      'Leads',
      'Agendamentos',
      'Equipe',
      'LGPD',
      'Auditoria',
    ]) {
      await openScreen(page, name);
      await expect(dashboardNav(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await settle(page);
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('the admin snippets under the CSP', () => {
  test('an inline tag and a tag from any host run; their data reaches any https host; plain http is refused, with a report, as the dashboard warns', async ({
    page,
    baseURL,
  }) => {
    const { violations } = await watch(page);
    await acceptAll(page);
    const hits: string[] = [];
    // Stand-ins for the vendors: nothing leaves the machine. A refused request never reaches these handlers.
    await page.route('https://tags.vendor.example/**', (route) => {
      hits.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.__vendorTag = 1;
          fetch('https://www.google-analytics.com/g/collect?v=2', { mode: 'no-cors' }).catch(() => {});
          fetch('https://collect.vendor.example/hit', { mode: 'no-cors' }).catch(() => {});
          new Image().src = 'https://pixel.vendor.example/p.gif';`,
      });
    });
    await page.route(/^https:\/\/(www\.google-analytics\.com|collect\.vendor\.example|pixel\.vendor\.example)\//, (route) => {
      hits.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.route(/^http:\/\/[a-z]+\.insecure\.example\//, (route) => {
      hits.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    const snippet =
      '<script>window.__inlineTag = 1;' +
      "fetch('http://collect.insecure.example/hit', { mode: 'no-cors' }).catch(function () {});" +
      "new Image().src = 'http://pixel.insecure.example/p.gif';</script>" +
      '<script async src="https://tags.vendor.example/tag.js"></script>';
    await serveSnippet(page, snippet);

    await page.goto('/servicos');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __vendorTag?: number }).__vendorTag)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __inlineTag?: number }).__inlineTag)).toBe(1);
    for (const url of [
      'https://www.google-analytics.com/g/collect?v=2',
      'https://collect.vendor.example/hit',
      'https://pixel.vendor.example/p.gif',
    ]) {
      await expect.poll(() => hits.includes(url), url).toBe(true);
    }
    await expect.poll(() => violations.length).toBe(2);
    await settle(page);

    // What the admin sees in the console: which address was refused and by which rule.
    expect(violations).toEqual(
      expect.arrayContaining([
        { directive: 'connect-src', blocked: 'http://collect.insecure.example/hit' },
        { directive: 'img-src', blocked: 'http://pixel.insecure.example/p.gif' },
      ]),
    );
    expect(violations).toHaveLength(2);
    expect(hits.filter((url) => url.includes('insecure.example'))).toEqual([]);
    // The dashboard's rule (domain/src/snippet-requests.ts) names exactly what the browser refused.
    const predicted = refusedSnippetRequests(snippet, new URL(baseURL!).origin).map((request) => new URL(request.url).origin);
    expect(predicted.sort()).toEqual(violations.map((violation) => new URL(violation.blocked).origin).sort());
  });
});

test.describe('what the CSP stops', () => {
  test('markup injected into a page runs nothing: no inline handler, no inline script, no eval', async ({ page }) => {
    const { violations } = await watch(page);
    await page.goto('/contato');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="/nao-existe.png" onerror="window.__injected = 1">');
      const frame = document.createElement('iframe');
      frame.srcdoc = '<script>parent.__injected = 2</script>';
      document.body.appendChild(frame);
    });
    // eval tried by the page's own code, later, from the event loop: code that Playwright's evaluate() runs (and what
    // it calls at once) is exempt from the page's CSP.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.text =
        "setTimeout(function () { try { eval('1'); window.__evalResult = 'ran'; } catch (error) { window.__evalResult = 'refused'; } }, 0);";
      document.head.appendChild(script);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __evalResult?: string }).__evalResult)).toBeDefined();
    const evalResult = await page.evaluate(() => (window as unknown as { __evalResult?: string }).__evalResult);
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    expect(evalResult).toBe('refused');
    const directives = violations.map((v) => v.directive);
    expect(directives).toContain('script-src-attr');
    expect(directives).toContain('script-src');
  });

  test('another site cannot frame the admin (nor the public pages)', async ({ page, baseURL }) => {
    await page.route('http://attacker.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe id="admin" src="${baseURL}/admin/login"></iframe><iframe id="home" src="${baseURL}/"></iframe>`,
      }),
    );
    await page.goto('http://attacker.example/');
    await page.waitForTimeout(1500);
    const framed = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(framed).toHaveLength(2);
    for (const frame of framed) {
      // A frame the browser refused holds its own error page ("localhost is blocked"), never the site.
      expect(frame.url()).toMatch(/^chrome-error:/);
      await expect(frame.getByText('Alicerce Digital')).toHaveCount(0);
    }
  });
});
