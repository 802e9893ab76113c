import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { DashboardNav } from './dashboard-nav';
import { ScreenGuard } from './screen-guard';

describe('DashboardNav', () => {
  it('shows an editor the content screens only, grouped under Conteúdo, and their own account', () => {
    renderWithProviders(<DashboardNav role="editor" />, { route: '/admin/dashboard/cases' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Conteúdo', 'Minha conta']);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Início',
      'Cases',
      'Blog',
      'Conteúdo das Páginas',
      'Prova social',
      'Landing pages',
      'Mídia',
      'Lixeira',
      'Verificação em duas etapas',
      'Sessões',
    ]);
    expect(screen.getByRole('list', { name: 'Conteúdo' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Minha conta' })).toHaveTextContent('Verificação em duas etapas');
    expect(screen.getByRole('list', { name: 'Minha conta' })).toHaveTextContent('Sessões');
    expect(screen.getByRole('list', { name: 'Início' })).toHaveTextContent('Início');
    expect(screen.getAllByRole('list')).toHaveLength(3);
  });

  it('shows an admin every screen by job, each at its own URL, and marks the current one', () => {
    renderWithProviders(<DashboardNav role="admin" />, { route: '/admin/dashboard/leads' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Conteúdo', 'Funil', 'Administração', 'Minha conta']);
    const funnel = screen.getByRole('list', { name: 'Funil' });
    expect(
      within(funnel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Leads', '/admin/dashboard/leads'],
      ['Agendamentos', '/admin/dashboard/agendamentos'],
      ['Resultados', '/admin/dashboard/resultados'],
      ['Envios', '/admin/dashboard/envios'],
    ]);
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Leads');
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('a sub-screen keeps its screen marked (Prova social → Clientes)', () => {
    renderWithProviders(<DashboardNav role="editor" />, { route: '/admin/dashboard/prova-social/clientes' });
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Prova social');
  });

  it.each([
    ['/admin/dashboard/cases/novo', 'Cases'],
    ['/admin/dashboard/blog/abc123', 'Blog'],
    ['/admin/dashboard/conteudo/servicos/hero', 'Conteúdo das Páginas'],
    ['/admin/dashboard/prova-social/time/xyz789', 'Prova social'],
    ['/admin/dashboard/landing-pages/novo', 'Landing pages'],
  ])('an editor page (%s) keeps its list screen marked', (route, current) => {
    renderWithProviders(<DashboardNav role="editor" />, { route });
    expect(screen.getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual([current]);
  });
});

describe('ScreenGuard', () => {
  it('shows a role the screens it may use', () => {
    renderWithProviders(
      <ScreenGuard id="leads" role="admin">
        <p>a lista de leads</p>
      </ScreenGuard>,
    );
    expect(screen.getByText('a lista de leads')).toBeInTheDocument();
  });

  it('tells another role in pt-BR that it may not, and leads it to a screen it may use — never a blank page', () => {
    renderWithProviders(
      <ScreenGuard id="leads" role="editor">
        <p>a lista de leads</p>
      </ScreenGuard>,
    );
    expect(screen.queryByText('a lista de leads')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Você não tem permissão para acessar esta tela');
    expect(screen.getByRole('link', { name: 'Ir para Início' })).toHaveAttribute('href', '/admin/dashboard/inicio');
  });
});
