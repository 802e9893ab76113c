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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What an arm lacks to reach the minimum: views and leads missing (0 when it has enough of them). */
const lacking = (arm: Arm) => ({ views: Math.max(0, AB_MIN_VIEWS - arm.views), conversions: Math.max(0, AB_MIN_CONVERSIONS - arm.conversions) });

/**
 * The one rule for 'Promover vencedora' (docs/ab-testing.md), read by the CMS that refuses the promotion and by the
 * dashboard that disables its button: a variant other than the original may be promoted only when both arms — the
 * original (a) and that variant — have enough data (`hasEnoughData`). Promoting the original itself ends the test
 * without naming a winner, as removing the other variants in the editor does, and needs no data. Answers null when the
 * promotion may go ahead, or what is missing, in pt-BR: 'faltam 40 visualizações e 2 leads na original (A) e 3 leads na
 * variante B'.
 */
export function promotionShortfall(variant: string, original: Arm, challenger: Arm): string | null {
  if (variant === 'a' || (hasEnoughData(original) && hasEnoughData(challenger))) return null;
  const parts: Array<{ count: number; text: string }> = [];
  for (const [arm, where] of [
    [original, 'na original (A)'],
    [challenger, `na variante ${variant.toUpperCase()}`],
  ] as const) {
    const { views, conversions } = lacking(arm);
    const items = [views > 0 ? plural(views, 'visualização', 'visualizações') : '', conversions > 0 ? plural(conversions, 'lead', 'leads') : ''];
    if (views + conversions > 0) parts.push({ count: views + conversions, text: `${items.filter(Boolean).join(' e ')} ${where}` });
  }
  const single = parts.length === 1 && parts[0]!.count === 1;
  return `${single ? 'falta' : 'faltam'} ${parts.map((part) => part.text).join(' e ')}`;
}

/** The minimum of each arm, as the refusal and the dashboard's caption say it. */
export const AB_MINIMUM_TEXT = `mínimo de ${AB_MIN_VIEWS} visualizações e ${AB_MIN_CONVERSIONS} leads em cada uma`;

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
