import { describe, expect, it } from 'vitest';

import { prerenderPaths } from './prerender-paths';

describe('prerenderPaths', () => {
  it('prerenders every public page and the four articles, never /admin', () => {
    expect(prerenderPaths).toEqual(
      expect.arrayContaining([
        '/',
        '/servicos',
        '/contato',
        '/marketing-digital-imobiliario',
        '/blog',
        '/obrigado',
        '/agendamento',
        '/cases',
        '/politicas-privacidade',
        '/termos-uso',
        '/blog/marketing-digital-imobiliario',
        '/blog/geracao-de-leads',
        '/blog/mercado-imobiliario-brasil',
        '/blog/marketing-imobiliario-digital',
      ]),
    );
    expect(prerenderPaths).toHaveLength(14);
    expect(prerenderPaths.some((path) => path.startsWith('/admin'))).toBe(false);
  });
});
