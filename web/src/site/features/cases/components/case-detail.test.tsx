import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { makeCase } from '../testing/fixtures';

import { CaseDetail } from './case-detail';

const series = {
  title: 'Casas vendidas por mês',
  metric: 'Casas vendidas',
  format: 'number' as const,
  points: [
    { label: 'jul', value: 5 },
    { label: 'ago', value: 6 },
    { label: 'set', value: 8 },
  ],
};

describe("a case's results chart", () => {
  it('is drawn from the series, with its table, and the chart image is not shown', () => {
    renderWithProviders(<CaseDetail item={makeCase({ results_series: series, chart_url: 'https://img.test/grafico.png' })} />);
    expect(screen.getByRole('figure', { name: 'Casas vendidas por mês' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Casas vendidas por mês' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ampliar gráfico de resultados' })).not.toBeInTheDocument();
  });

  it('falls back to the chart image for a case without a series', () => {
    renderWithProviders(<CaseDetail item={makeCase({ chart_url: 'https://img.test/grafico.png', chart_alt: 'Gráfico de leads' })} />);
    expect(screen.getByRole('button', { name: 'Ampliar gráfico de resultados' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gráfico de leads' })).toHaveAttribute('src', 'https://img.test/grafico.png');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
