import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { Header } from './header';

const labels = ['Início', 'Marketing Digital', 'Serviços', 'Cases', 'Blog', 'Contato'];

describe('Header', () => {
  it('shows the main navigation links and the Agendar call to action', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    for (const label of labels) expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '/servicos');
    expect(screen.getByRole('link', { name: 'Agendar' })).toHaveAttribute('href', '/agendamento');
  });

  it('opens the mobile menu and closes it with "Fechar menu"', async () => {
    const { user } = renderWithProviders(<Header />);
    expect(screen.queryByRole('navigation', { name: 'Menu móvel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Menu móvel' });
    for (const label of labels) expect(within(drawer).getByRole('link', { name: label })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'Agendar' })).toHaveAttribute('href', '/agendamento');

    await user.click(within(drawer).getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu móvel' })).not.toBeInTheDocument(),
    );
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const { user } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Menu móvel' });

    await user.click(within(drawer).getByRole('link', { name: 'Blog' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu móvel' })).not.toBeInTheDocument(),
    );
  });
});
