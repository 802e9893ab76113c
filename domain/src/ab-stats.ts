/**
 * The numbers Resultados shows for an A/B test of a landing page's hero (docs/ab-testing.md says why these methods):
 * each variant's conversion rate (leads ÷ views) with a 95 % Wilson score interval, and the probability that a
 * variant's true rate is above the original's, from Beta(1 + leads, 1 + views − leads) posteriors (a uniform prior),
 * integrated numerically. Below the minimum sample the page says 'sem dados suficientes' instead of a winner.
 */
export type Arm = { views: number; conversions: number };

/** Fewer views or leads than this in an arm, and no interval or probability is shown for it. */
export const AB_MIN_VIEWS = 100;
export const AB_MIN_CONVERSIONS = 5;
export const AB_NOT_ENOUGH_DATA = 'sem dados suficientes';

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

export function hasEnoughData(arm: Arm): boolean {
  return arm.views >= AB_MIN_VIEWS && arm.conversions >= AB_MIN_CONVERSIONS;
}

/** The conversion rate, 0 when there are no views; conversions above views (bad counts) are capped at views. */
export function conversionRate(arm: Arm): number {
  return arm.views > 0 ? Math.min(arm.conversions, arm.views) / arm.views : 0;
}

/** The 95 % Wilson score interval of the conversion rate ([0, 0] with no views). */
export function wilsonInterval(arm: Arm): { low: number; high: number } {
  const n = arm.views;
  if (n <= 0) return { low: 0, high: 0 };
  const p = conversionRate(arm);
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms: ~15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.61503916999186, 12.507343278686905, -0.13857109526572012,
    9.984369578019572e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

const posterior = (arm: Arm) => {
  const conversions = Math.min(arm.conversions, arm.views);
  return { a: 1 + conversions, b: 1 + Math.max(0, arm.views) - conversions };
};

function logBetaDensity(x: number, { a, b }: { a: number; b: number }): number {
  return (a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x) - (logGamma(a) + logGamma(b) - logGamma(a + b));
}

const STEPS = 4000;

/**
 * P(rate of `challenger` > rate of `original`) under the two Beta posteriors: ∫ f_challenger(x) · F_original(x) dx on
 * a grid of 4,000 steps over the range where either posterior has mass (means ± 10 standard deviations), by the
 * trapezoid rule. Exact enough for a dashboard (error < 0.001 against a million-draw simulation in the tests).
 */
export function probabilityToBeat(original: Arm, challenger: Arm): number {
  const o = posterior(original);
  const c = posterior(challenger);
  const spread = ({ a, b }: { a: number; b: number }) => {
    const mean = a / (a + b);
    const sd = Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)));
    return [mean - 10 * sd, mean + 10 * sd];
  };
  const [oLow, oHigh] = spread(o);
  const [cLow, cHigh] = spread(c);
  const low = Math.max(1e-12, Math.min(oLow!, cLow!));
  const high = Math.min(1 - 1e-12, Math.max(oHigh!, cHigh!));
  const h = (high - low) / STEPS;
  let cdfOriginal = 0;
  let previousOriginal = Math.exp(logBetaDensity(low, o));
  let previousTerm = 0;
  let total = 0;
  for (let i = 1; i <= STEPS; i++) {
    const x = low + i * h;
    const densityOriginal = Math.exp(logBetaDensity(x, o));
    cdfOriginal += ((previousOriginal + densityOriginal) / 2) * h;
    previousOriginal = densityOriginal;
    const term = Math.exp(logBetaDensity(x, c)) * cdfOriginal;
    total += ((previousTerm + term) / 2) * h;
    previousTerm = term;
  }
  return Math.min(1, Math.max(0, total));
}
