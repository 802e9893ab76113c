import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderStatic } from '@/testing/render-static';

import * as notFound from './not-found-island';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('shows 404, logs the bad path once and links back home', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderStatic(<NotFound />, { route: '/pagina-que-nao-existe', islands: { 'not-found': notFound } });

    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    const calls = error.mock.calls.filter(([message]) => String(message).startsWith('404 Error'));
    expect(calls).toEqual([['404 Error: User attempted to access non-existent route:', '/pagina-que-nao-existe']]);
  });
});
