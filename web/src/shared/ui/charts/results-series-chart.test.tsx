import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ResultsSeries } from '@alicerce/domain';

import { ResultsSeriesChart } from './results-series-chart';
import { formatSeriesValue, seriesSummary } from './series-format';
import { valueScale } from './series-scale';

const leads: ResultsSeries = {
  title: 'Leads por mês',
  metric: 'Leads gerados',
  format: 'number',
  points: [
    { label: 'fev', value: 380 },
    { label: 'mar', value: 520 },
    { label: 'abr', value: 1610 },
    { label: 'mai', value: 650 },
    { label: 'jun', value: 700 },
  ],
};
/** Intl writes a no-break space after R$. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('the results chart drawn from a series', () => {
  it('draws one bar per point, as tall as its value on a round axis, the peak in the accent colour', () => {
    const { container } = render(<ResultsSeriesChart series={leads} />);
    const bars = Array.from(container.querySelectorAll('svg rect'));
    expect(bars.map((bar) => Number(bar.getAttribute('data-value')))).toEqual([380, 520, 1610, 650, 700]);
    const { max } = valueScale(leads.points.map((p) => p.value));
    expect(max).toBe(2000);
    expect(bars.map((bar) => Number(bar.getAttribute('height')))).toEqual([19, 26, 80.5, 32.5, 35]);
    expect(bars.map((bar) => Number(bar.getAttribute('y')) + Number(bar.getAttribute('height')))).toEqual([100, 100, 100, 100, 100]);
    expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual([
      ...Array(2).fill('var(--mui-palette-primary-main)'),
      'var(--mui-palette-secondary-main)',
      ...Array(2).fill('var(--mui-palette-primary-main)'),
    ]);
    // The drawing (bars, ticks, labels) is for the eye only.
    expect(container.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('lists every point in a table a screen reader reads, captioned by the title', () => {
    render(<ResultsSeriesChart series={leads} />);
    const table = screen.getByRole('table', { name: 'Leads por mês' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Período', 'Leads gerados']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])).toEqual([
      ['fev', '380'],
      ['mar', '520'],
      ['abr', '1.610'],
      ['mai', '650'],
      ['jun', '700'],
    ]);
  });

  it('says the figures in a sentence beside the chart', () => {
    render(<ResultsSeriesChart series={leads} />);
    expect(screen.getByRole('figure', { name: /Leads por mês/ })).toBeInTheDocument();
    expect(screen.getByText('Leads gerados, 5 valores: de 380 (fev) a 700 (jun); maior valor 1.610 (abr).')).toBeInTheDocument();
  });

  it('writes money and shares the Brazilian way', () => {
    expect(plain(formatSeriesValue(17.6, 'brl'))).toBe('R$ 17,60');
    expect(plain(formatSeriesValue(1450, 'brl'))).toBe('R$ 1.450');
    expect(formatSeriesValue(62, 'percent')).toBe('62%');
    expect(
      plain(
        seriesSummary({
          ...leads,
          metric: 'Custo por lead',
          format: 'brl',
          points: [
            { label: 'Sem 1', value: 9.8 },
            { label: 'Sem 2', value: 5.6 },
          ],
        }),
      ),
    ).toBe('Custo por lead, 2 valores: de R$ 9,80 (Sem 1) a R$ 5,60 (Sem 2); maior valor R$ 9,80 (Sem 1).');
  });

  it('keeps round ticks for small, fractional and all-zero series', () => {
    expect(valueScale([7, 11, 14, 15, 17]).ticks).toEqual([0, 5, 10, 15, 20]);
    expect(valueScale([0.3, 0.5]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(valueScale([0, 0]).max).toBe(1);
  });
});
