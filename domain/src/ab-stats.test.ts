import { describe, expect, it } from 'vitest';
import { conversionRate, hasEnoughData, probabilityToBeat, promotionRefusedMessage, promotionShortfall, wilsonInterval } from './index';

/** A million-draw simulation of P(challenger > original) from the same Beta posteriors, with a seeded generator. */
function simulated(original: { views: number; conversions: number }, challenger: { views: number; conversions: number }) {
  let seed = 42;
  const uniform = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) + 0.5) / 4294967296;
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  // Gamma(k, 1) by Marsaglia–Tsang (k ≥ 1 here), and Beta(a, b) = X / (X + Y).
  const gamma = (k: number) => {
    const d = k - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = normal();
      const v = (1 + c * x) ** 3;
      if (v > 0 && Math.log(uniform()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  const beta = (a: number, b: number) => {
    const x = gamma(a);
    return x / (x + gamma(b));
  };
  const draws = 1_000_000;
  let wins = 0;
  for (let i = 0; i < draws; i++) {
    if (
      beta(1 + challenger.conversions, 1 + challenger.views - challenger.conversions) >
      beta(1 + original.conversions, 1 + original.views - original.conversions)
    )
      wins++;
  }
  return wins / draws;
}

describe('A/B statistics of a landing page (domain/src/ab-stats.ts)', () => {
  it('the 95 % Wilson interval of 10 leads in 100 views is 5.5 %–17.4 %, and shrinks with 10× the sample', () => {
    const small = wilsonInterval({ views: 100, conversions: 10 });
    expect(small.low).toBeCloseTo(0.0552, 3);
    expect(small.high).toBeCloseTo(0.1744, 3);
    const large = wilsonInterval({ views: 1000, conversions: 100 });
    expect(large.high - large.low).toBeLessThan((small.high - small.low) / 2.5);
    expect(wilsonInterval({ views: 50, conversions: 0 }).low).toBeCloseTo(0, 12);
    expect(wilsonInterval({ views: 0, conversions: 0 })).toEqual({ low: 0, high: 0 });
  });

  it('two identical arms are a coin toss; a clearly better challenger is near certain; a worse one near zero', () => {
    expect(probabilityToBeat({ views: 1000, conversions: 100 }, { views: 1000, conversions: 100 })).toBeCloseTo(0.5, 2);
    expect(probabilityToBeat({ views: 1000, conversions: 100 }, { views: 1000, conversions: 200 })).toBeGreaterThan(0.999);
    expect(probabilityToBeat({ views: 1000, conversions: 200 }, { views: 1000, conversions: 100 })).toBeLessThan(0.001);
  });

  it('agrees with a million-draw simulation of the same posteriors to within 0.002', () => {
    for (const [original, challenger] of [
      [
        { views: 1000, conversions: 100 },
        { views: 1000, conversions: 130 },
      ],
      [
        { views: 240, conversions: 12 },
        { views: 250, conversions: 9 },
      ],
      [
        { views: 20000, conversions: 610 },
        { views: 19500, conversions: 640 },
      ],
    ] as const) {
      expect(Math.abs(probabilityToBeat(original, challenger) - simulated(original, challenger))).toBeLessThan(0.002);
    }
  }, 30_000);

  it('says there is not enough data below 100 views or 5 leads in an arm, and never counts more leads than views', () => {
    expect(hasEnoughData({ views: 99, conversions: 50 })).toBe(false);
    expect(hasEnoughData({ views: 500, conversions: 4 })).toBe(false);
    expect(hasEnoughData({ views: 100, conversions: 5 })).toBe(true);
    expect(conversionRate({ views: 10, conversions: 12 })).toBe(1);
    expect(conversionRate({ views: 0, conversions: 0 })).toBe(0);
  });

  it("allows 'Promover vencedora' only when the original and the variant both have enough data, and says what is missing", () => {
    const enough = { views: 100, conversions: 5 };
    expect(promotionShortfall('b', enough, { views: 250, conversions: 30 })).toBeNull();
    expect(promotionShortfall('b', { views: 60, conversions: 3 }, { views: 120, conversions: 2 })).toBe(
      'faltam 40 visualizações e 2 leads na original (A) e 3 leads na variante B',
    );
    expect(promotionShortfall('c', enough, { views: 99, conversions: 5 })).toBe('falta 1 visualização na variante C');
    expect(promotionShortfall('b', { views: 100, conversions: 4 }, enough)).toBe('falta 1 lead na original (A)');
    expect(promotionShortfall('b', { views: 0, conversions: 0 }, { views: 0, conversions: 0 })).toBe(
      'faltam 100 visualizações e 5 leads na original (A) e 100 visualizações e 5 leads na variante B',
    );
    // Keeping the original ends the test without a winner: no data needed.
    expect(promotionShortfall('a', { views: 0, conversions: 0 }, { views: 0, conversions: 0 })).toBeNull();
    expect(promotionRefusedMessage('falta 1 lead na original (A)')).toBe(
      'Sem dados suficientes para promover: falta 1 lead na original (A) (mínimo de 100 visualizações e 5 leads em cada uma).',
    );
  });
});
