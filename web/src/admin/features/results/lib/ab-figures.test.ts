import { describe, expect, it } from 'vitest';

import type { ResultsLandingVariant } from '@alicerce/domain';

import { abFigures } from './ab-figures';

const variant = (key: 'a' | 'b', views: number, leads: number): ResultsLandingVariant => ({
  variant: key,
  live: true,
  views,
  leads,
  bookings: 0,
  won: 0,
  whatsapp_clicks: 0,
  agendar_clicks: 0,
});

describe('the A/B figures of a landing page variant', () => {
  it('shows the rate with its 95 % Wilson interval and the probability of beating the original', () => {
    const original = variant('a', 1000, 50);
    expect(abFigures(original, original)).toEqual({ rate: '5,0%', interval: '3,8% – 6,5%', beats: '—' });
    const challenger = abFigures(variant('b', 1000, 80), original);
    expect(challenger.rate).toBe('8,0%');
    expect(challenger.interval).toBe('6,5% – 9,8%');
    expect(challenger.beats).toBe('99,7%');
  });

  it("says 'sem dados suficientes' below 100 views or 5 leads, in the variant or in the original", () => {
    expect(abFigures(variant('b', 99, 20), variant('a', 1000, 50))).toEqual({
      rate: '20,2%',
      interval: 'sem dados suficientes',
      beats: 'sem dados suficientes',
    });
    expect(abFigures(variant('b', 500, 40), variant('a', 500, 4))).toMatchObject({ interval: '5,9% – 10,7%', beats: 'sem dados suficientes' });
    expect(abFigures(variant('b', 0, 0), undefined)).toEqual({ rate: '—', interval: 'sem dados suficientes', beats: 'sem dados suficientes' });
  });
});
