/** The value axis of a chart that starts at zero: a round top and evenly spaced ticks (0, 250, 500, 750). */
export type ValueScale = { max: number; ticks: number[] };

const STEPS = [1, 2, 2.5, 5, 10];

/**
 * The smallest round step (1, 2, 2.5 or 5 × 10ⁿ) that covers `top` in `count` intervals, leaving room above the
 * highest bar for its value label; an all-zero series still gets an axis (0 to 1).
 */
export function valueScale(values: number[], count = 4): ValueScale {
  const top = Math.max(0, ...values) * 1.08;
  if (top === 0) return { max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  const raw = top / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (STEPS.find((s) => s * magnitude >= raw) ?? 10) * magnitude;
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: ticks[count], ticks };
}

/** A value's height as a share of the axis (0–100). */
export const percentOf = (value: number, scale: ValueScale) => Math.min(100, Math.max(0, (value / scale.max) * 100));
