import { describe, expect, it } from 'vitest';

import { cardMetrics, metricList, strategyLines } from './metrics';

describe('result metrics', () => {
  const results = { 'Leads gerados': '2.860', 'Custo por lead': 'R$ 21,30', 'Unidades vendidas': '58 de 72' };

  it('keeps the order the admin entered', () => {
    expect(metricList(results).map((m) => m.label)).toEqual(['Leads gerados', 'Custo por lead', 'Unidades vendidas']);
  });

  it('gives the card only the first two', () => {
    expect(cardMetrics(results)).toEqual([
      { label: 'Leads gerados', value: '2.860' },
      { label: 'Custo por lead', value: 'R$ 21,30' },
    ]);
    expect(cardMetrics({ Leads: '10' })).toEqual([{ label: 'Leads', value: '10' }]);
  });

  it('skips blank metrics and tolerates missing results', () => {
    expect(cardMetrics({ '': '1', Vazio: ' ', Leads: '10', ROI: '3x' })).toEqual([
      { label: 'Leads', value: '10' },
      { label: 'ROI', value: '3x' },
    ]);
    expect(metricList(null)).toEqual([]);
  });

  it('drops blank strategy lines', () => {
    expect(strategyLines([' Primeira ', '', '  ', 'Segunda'])).toEqual(['Primeira', 'Segunda']);
    expect(strategyLines(undefined)).toEqual([]);
  });
});
