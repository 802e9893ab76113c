import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderStatic } from '@/site/testing/render-static';

import { Header } from './header';
import * as mobileMenu from './mobile-menu-island';
import * as themeToggle from './theme-toggle-island';

const labels = ['Início', 'Marketing Digital', 'Serviços', 'Cases', 'Blog', 'Contato'];
const islands = { 'mobile-menu': mobileMenu, 'theme-toggle': themeToggle };

const mainNav = () => screen.getByRole('navigation', { name: 'Navegação principal' });
const current = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link', { current: 'page' })
    .map((link) => link.textContent);

describe('Header', () => {
  it('shows the main navigation links and the Agendar call to action', async () => {
    await renderStatic(<Header />, { islands });
    const nav = mainNav();
    for (const label of labels) expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '/servicos');
    expect(screen.getAllByRole('link', { name: 'Agendar' })[0]).toHaveAttribute('href', '/agendamento');
  });

  it('leads home through the drawn logo, the link itself named by the company, whose drawing the page carries once', async () => {
    const { html } = await renderStatic(<Header />);
    const home = screen.getByRole('link', { name: 'Alicerce Digital' });
    expect(home).toHaveAttribute('href', '/');
    // On the link, not only inside its drawing: pa11y (HTML_CodeSniffer H91) counts no name from an inner SVG.
    expect(home).toHaveAttribute('aria-label', 'Alicerce Digital');
    expect(home.querySelector('svg[aria-hidden="true"] use')).toHaveAttribute('href', '#alicerce-digital-logo');
    expect(html.match(/<symbol id="alicerce-digital-logo"/g)).toHaveLength(1);
  });

  it.each([
    ['/', 'Início'],
    ['/servicos', 'Serviços'],
    ['/blog/geracao-de-leads', 'Blog'],
    ['/cases/residencial-mirante', 'Cases'],
  ])('marks the page of %s as current in the HTML itself (%s)', async (route, label) => {
    const { html } = await renderStatic(<Header />, { route });
    expect(html).toContain('aria-current="page"');
    expect(current(mainNav())).toEqual([label]);
  });

  it('marks no link on a page outside the navigation (/obrigado)', async () => {
    const { html } = await renderStatic(<Header />, { route: '/obrigado' });
    expect(html).not.toContain('aria-current');
  });

  it('opens the mobile menu and closes it with "Fechar menu"', async () => {
    const { user } = await renderStatic(<Header />, { route: '/servicos', islands });
    const button = screen.getByRole('button', { name: 'Abrir menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu móvel' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Menu móvel' });
    for (const label of labels) expect(within(nav).getByRole('link', { name: label })).toBeVisible();
    expect(current(nav)).toEqual(['Serviços']);
    expect(within(nav).getByRole('link', { name: 'Agendar' })).toHaveAttribute('href', '/agendamento');

    await user.click(within(drawer).getByRole('button', { name: 'Fechar menu' }));
    expect(screen.queryByRole('navigation', { name: 'Menu móvel' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
