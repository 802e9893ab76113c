/** Advertising platforms we work with, shown as neutral text wordmarks (no logo files). */
export const partners = ['Google', 'Meta', 'LinkedIn', 'Taboola'] as const;
