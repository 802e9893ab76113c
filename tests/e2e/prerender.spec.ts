import { expect, test } from './support/test';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from './support/routes';

/** The HTML as a crawler or curl gets it: no JavaScript runs. */
test.describe('prerendered HTML', () => {
  for (const { path, h1 } of PUBLIC_ROUTES) {
    test(`${path} carries its H1, title, description and critical CSS`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html[^>]*lang="pt-BR"/);
      const heading = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '');
      if (typeof h1 === 'string') expect(heading).toBe(h1);
      else expect(heading).toMatch(h1);
      expect(html).toMatch(/<title>[^<]+ \| Alicerce Digital<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<style data-emotion');
    });
  }

  test('/servicos: the H1 text and its own <title>', async ({ request }) => {
    const html = await (await request.get('/servicos')).text();
    expect(html).toContain('Serviços de marketing imobiliário com foco em resultado');
    expect(html).toContain('A partir de R$ 5.000/mês');
    expect(html).toContain('<title>Serviços e Planos | Alicerce Digital</title>');
  });

  for (const path of ADMIN_ROUTES) {
    test(`${path} is the noindex SPA shell`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<meta name="robots" content="noindex"');
      expect(response.headers()['x-robots-tag']).toBe('noindex');
    });
  }
});
