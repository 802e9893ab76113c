/** Advertising platforms we work with, shown as monochrome SVG wordmarks (partner-wordmarks.tsx). */
export const partners = ['Google', 'Meta', 'LinkedIn', 'Taboola'] as const;
