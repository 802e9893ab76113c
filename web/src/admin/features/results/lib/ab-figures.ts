import {
  AB_MINIMUM_TEXT,
  AB_NOT_ENOUGH_DATA,
  conversionRate,
  hasEnoughData,
  probabilityToBeat,
  promotionShortfall,
  wilsonInterval,
  type ResultsLandingVariant,
} from '@alicerce/domain';

import { formatRate } from './format';

/**
 * What the A/B table shows of one variant (docs/ab-testing.md): its conversion (leads ÷ views) with the 95 % Wilson
 * interval, and the probability that it beats the original (a) — or 'sem dados suficientes' below the minimum sample
 * (in this variant, or in the original it is compared with).
 */
export type AbFigures = { rate: string; interval: string; beats: string };

const arm = (variant: ResultsLandingVariant) => ({ views: variant.views, conversions: variant.leads });

export function abFigures(variant: ResultsLandingVariant, original: ResultsLandingVariant | undefined): AbFigures {
  const rate = variant.views > 0 ? formatRate(conversionRate(arm(variant))) : '—';
  if (!hasEnoughData(arm(variant))) return { rate, interval: AB_NOT_ENOUGH_DATA, beats: variant.variant === 'a' ? '—' : AB_NOT_ENOUGH_DATA };
  const { low, high } = wilsonInterval(arm(variant));
  const interval = `${formatRate(low)} – ${formatRate(high)}`;
  if (variant.variant === 'a') return { rate, interval, beats: '—' };
  if (!original || !hasEnoughData(arm(original))) return { rate, interval, beats: AB_NOT_ENOUGH_DATA };
  return { rate, interval, beats: formatRate(probabilityToBeat(arm(original), arm(variant))) };
}

/**
 * Why 'Promover vencedora' is disabled for a variant, shown beside the button — or null when it may be promoted: the
 * domain's rule (promotionShortfall, the one the CMS refuses with) on the figures of the range shown. The CMS counts
 * every day, so a range where both arms have enough is always accepted; a narrower one may say data is missing.
 */
export function promotionBlock(variant: ResultsLandingVariant, original: ResultsLandingVariant | undefined): string | null {
  const shortfall = promotionShortfall(variant.variant, original ? arm(original) : { views: 0, conversions: 0 }, arm(variant));
  return shortfall && `Sem dados suficientes no período: ${shortfall} (${AB_MINIMUM_TEXT}).`;
}
