import type { Case } from '../types';

/** How many result metrics a card shows (spec §9). */
export const CARD_METRIC_COUNT = 2;

export type Metric = { label: string; value: string };

/** All result metrics in the order the admin entered them; blank names or values are skipped. */
export function metricList(results: Case['results'] | null | undefined): Metric[] {
  if (!results || typeof results !== 'object') return [];
  return Object.entries(results)
    .filter(([label, value]) => label.trim() !== '' && typeof value === 'string' && value.trim() !== '')
    .map(([label, value]) => ({ label, value }));
}

/** The first two metrics, for the card. */
export const cardMetrics = (results: Case['results'] | null | undefined): Metric[] => metricList(results).slice(0, CARD_METRIC_COUNT);

/** Strategy lines without blanks (one bullet each). */
export const strategyLines = (strategy: Case['strategy'] | null | undefined): string[] => (strategy ?? []).map((line) => line.trim()).filter(Boolean);
