import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { DashboardTabs, type DashboardTab } from './dashboard-tabs';

const CONTENT = ['admin', 'editor'];
const tabs: DashboardTab[] = [
  { id: 'cases', label: 'Cases', roles: CONTENT, render: () => <p>lista de cases</p> },
  { id: 'conteudo', label: 'Conteúdo das Páginas', roles: CONTENT, render: () => <p>conteúdo</p> },
  { id: 'leads', label: 'Leads', roles: ['admin'], render: () => <p>leads</p> },
  { id: 'equipe', label: 'Equipe', roles: ['admin'], render: (viewer) => <p>equipe de {viewer.id}</p> },
];
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('DashboardTabs', () => {
  it('shows an editor only the content tabs, even when the address names an admin tab', () => {
    renderWithProviders(<DashboardTabs tabs={tabs} viewer={{ id: 5, role: { type: 'editor' } }} />, { route: '/admin/dashboard?aba=leads' });
    expect(tabNames()).toEqual(['Cases', 'Conteúdo das Páginas']);
    expect(screen.getByText('lista de cases')).toBeInTheDocument();
    expect(screen.queryByText('leads')).not.toBeInTheDocument();
  });

  it('shows an admin every tab, and hands the tab who is signed in', () => {
    renderWithProviders(<DashboardTabs tabs={tabs} viewer={{ id: 1, role: { type: 'admin' } }} />, { route: '/admin/dashboard?aba=equipe' });
    expect(tabNames()).toEqual(['Cases', 'Conteúdo das Páginas', 'Leads', 'Equipe']);
    expect(screen.getByText('equipe de 1')).toBeInTheDocument();
  });

  it('shows nothing to a role with no tabs', () => {
    renderWithProviders(<DashboardTabs tabs={tabs} viewer={{ id: 9, role: { type: 'authenticated' } }} />);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
