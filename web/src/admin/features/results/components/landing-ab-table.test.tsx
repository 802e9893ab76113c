import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ResultsLandingPage, ResultsLandingVariant } from '@alicerce/domain';
import { renderWithProviders } from '@/shared/testing/render';

import { LandingAbTable } from './landing-ab-table';

const variant = (key: 'a' | 'b' | 'c', views: number, leads: number): ResultsLandingVariant => ({
  variant: key,
  live: true,
  views,
  leads,
  bookings: 0,
  won: 0,
  whatsapp_clicks: 0,
  agendar_clicks: 0,
});
const page = (variants: ResultsLandingVariant[]): ResultsLandingPage => ({ document_id: 'doc-1', slug: 'lancamento', title: 'Lançamento', variants });
const promoteButton = (key: string) => screen.getByRole('button', { name: `Promover vencedora: variante ${key} de Lançamento` });

describe("LandingAbTable's 'Promover vencedora'", () => {
  it('is disabled while an arm lacks data, with what is missing written beside it and read with the button', () => {
    renderWithProviders(<LandingAbTable pages={[page([variant('a', 60, 3), variant('b', 120, 2), variant('c', 150, 9)])]} />);
    const reasonB =
      'Sem dados suficientes no período: faltam 40 visualizações e 2 leads na original (A) e 3 leads na variante B (mínimo de 100 visualizações e 5 leads em cada uma).';
    expect(promoteButton('B')).toBeDisabled();
    expect(promoteButton('B')).toHaveAccessibleDescription(reasonB);
    const rowB = screen.getByRole('row', { name: /^B/ });
    expect(within(rowB).getByText(reasonB)).toBeVisible();
    // C has enough, but the original does not: still disabled.
    expect(promoteButton('C')).toBeDisabled();
    expect(
      within(screen.getByRole('row', { name: /^C/ })).getByText(
        'Sem dados suficientes no período: faltam 40 visualizações e 2 leads na original (A) (mínimo de 100 visualizações e 5 leads em cada uma).',
      ),
    ).toBeVisible();
  });

  it('is enabled, with no reason shown, once the original and the variant both have enough', async () => {
    const { user } = renderWithProviders(<LandingAbTable pages={[page([variant('a', 100, 5), variant('b', 120, 12), variant('c', 99, 30)])]} />);
    expect(promoteButton('B')).toBeEnabled();
    expect(promoteButton('B')).not.toHaveAttribute('aria-describedby');
    expect(within(screen.getByRole('row', { name: /^B/ })).queryByText(/Sem dados suficientes/)).toBeNull();
    expect(promoteButton('C')).toBeDisabled();
    expect(screen.getByText(/falta 1 visualização na variante C/)).toBeVisible();
    await user.click(promoteButton('B'));
    expect(await screen.findByRole('alertdialog', { name: 'Promover vencedora?' })).toBeVisible();
  });
});
