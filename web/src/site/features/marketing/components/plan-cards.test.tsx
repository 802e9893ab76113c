import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { plans } from '../content/plans';

import { PlanCards } from './plan-cards';

const messageOf = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

describe('PlanCards', () => {
  it('shows the three plans with their prices and marks Sales Machine as most popular', () => {
    renderWithProviders(<PlanCards plans={plans} />);
    for (const name of ['Corretor 3.0', 'Sales Machine', 'LeadFusion']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('R$ 1.500/mês')).toBeInTheDocument();
    expect(screen.getByText('R$ 2.500/mês')).toBeInTheDocument();
    const popular = screen.getByText('Mais Popular').closest('li')!;
    expect(within(popular).getByRole('heading', { name: 'Sales Machine' })).toBeInTheDocument();
    expect(screen.getAllByText('Mais Popular')).toHaveLength(1);
  });

  it('opens WhatsApp in a new tab with a message naming the plan and its price', () => {
    renderWithProviders(<PlanCards plans={plans} />);
    const links = screen.getAllByRole('link', { name: /^Solicitar Proposta/ });
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveTextContent('Solicitar Proposta');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5515900000000\?text=/);
    }

    const salesMachine = screen.getByRole('link', { name: /plano Sales Machine/ });
    expect(messageOf(salesMachine)).toBe('Olá! Tenho interesse no plano Sales Machine (R$ 2.500/mês). Gostaria de receber uma proposta.');
    expect(salesMachine.getAttribute('href')).toContain(encodeURIComponent('Sales Machine (R$ 2.500/mês)'));
    expect(messageOf(screen.getByRole('link', { name: /plano Corretor 3\.0/ }))).toContain('Corretor 3.0 (R$ 1.500/mês)');
    expect(messageOf(screen.getByRole('link', { name: /plano LeadFusion/ }))).toContain('LeadFusion (fee fixo reduzido + comissão por venda)');
  });
});
