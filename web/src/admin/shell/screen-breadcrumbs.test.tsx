import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { useRememberListUrls } from './list-urls';
import { ScreenBreadcrumbs } from './screen-breadcrumbs';

function Remember() {
  useRememberListUrls();
  return null;
}

describe('ScreenBreadcrumbs', () => {
  it("says where an editor sits, each step but the last a link back, and names the document in the tab's title", () => {
    const view = renderWithProviders(
      <ScreenBreadcrumbs
        screen="landing-pages"
        trail={[{ label: 'Vista do Ipanema', to: '/admin/dashboard/landing-pages/lp-1' }]}
        current="Variante B"
      />,
      { route: '/admin/dashboard/landing-pages/lp-1' },
    );
    const nav = screen.getByRole('navigation', { name: 'Você está em' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Conteúdo', 'Landing pages', 'Vista do Ipanema', 'Variante B']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Landing pages', '/admin/dashboard/landing-pages'],
      ['Vista do Ipanema', '/admin/dashboard/landing-pages/lp-1'],
    ]);
    expect(within(nav).getByText('Variante B')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Variante B · Vista do Ipanema · Landing pages · Painel CMS | Alicerce Digital');
    view.unmount();
    expect(document.title).not.toContain('Variante B');
  });

  it('leads back to a list with the filters its URL had, without the row it had open', () => {
    renderWithProviders(<Remember />, { route: '/admin/dashboard/leads?status=new&abrir=lead-1' }).unmount();
    renderWithProviders(<ScreenBreadcrumbs screen="leads" current="Ana Lima" />, { route: '/admin/dashboard/leads?status=new&abrir=lead-1' });
    expect(screen.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/admin/dashboard/leads?status=new');
    expect(screen.getByText('Funil')).toBeInTheDocument();
  });
});
