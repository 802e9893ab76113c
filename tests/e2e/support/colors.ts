import type { Locator } from '@playwright/test';

/** A CSS colour as [r, g, b, alpha]. */
export type Rgba = [number, number, number, number];

export const parseColor = (value: string): Rgba => {
  const [r, g, b, a = 1] = value.match(/[\d.]+/g)!.map(Number);
  return [r, g, b, a];
};

/** `top` painted over the opaque `under` (alpha compositing). */
export const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];

/** WCAG relative luminance of an opaque colour. */
export const luminance = ([r, g, b]: Rgba) => {
  const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG contrast ratio of two opaque colours. */
export const contrast = (a: Rgba, b: Rgba) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/**
 * An element's text, border and fill as drawn: each translucent layer composited over what is behind it — its own
 * fill over its ancestors' fills (a plain colour, or the one colour of a uniform overlay such as MUI's dark Paper
 * gradient) down to the first opaque one. `behind` is the colour under the element.
 */
export async function drawnColors(element: Locator) {
  const layers = await element.evaluate((node) => {
    const fills: string[][] = [];
    // The element's own fill, then its ancestors' down to the first opaque one (what is behind the element).
    for (let at: Element | null = node; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      const gradient = style.backgroundImage.match(/^linear-gradient\((rgba?\([^)]*\)), \1\)$/)?.[1];
      fills.push([style.backgroundColor, ...(gradient ? [gradient] : [])]);
      if (at !== node && !style.backgroundColor.startsWith('rgba')) break;
    }
    const style = getComputedStyle(node);
    return { fills, text: style.color, border: style.borderTopColor };
  });
  const paint = (fills: string[][]) =>
    fills.reduceRight<Rgba>(
      (under, [color, overlay]) => {
        const painted = over(parseColor(color === 'transparent' ? 'rgba(0, 0, 0, 0)' : color), under);
        return overlay ? over(parseColor(overlay), painted) : painted;
      },
      [255, 255, 255, 1],
    );
  const behind = paint(layers.fills.slice(1));
  const fill = paint(layers.fills);
  return { text: over(parseColor(layers.text), fill), border: over(parseColor(layers.border), behind), fill, behind };
}
