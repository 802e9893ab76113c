import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderStatic } from '@/site/testing/render-static';

import * as notFound from './not-found-island';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it("shows the spec's 404 text and the same in Portuguese, logs the bad path once and links back", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderStatic(<NotFound />, { route: '/pagina-que-nao-existe', islands: { 'not-found': notFound } });

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByText(/^O endereço que você abriu não existe ou mudou de lugar\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    const ways = within(screen.getByRole('navigation', { name: 'Páginas do site' })).getAllByRole('link');
    expect(ways.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Marketing Digital', '/marketing-digital-imobiliario'],
      ['Serviços', '/servicos'],
      ['Cases', '/cases'],
      ['Blog', '/blog'],
      ['Contato', '/contato'],
    ]);
    const calls = error.mock.calls.filter(([message]) => String(message).startsWith('404 Error'));
    expect(calls).toEqual([['404 Error: User attempted to access non-existent route:', '/pagina-que-nao-existe']]);
  });
});
