import { z } from './zod';
import { landingVariantKeySchema, type LandingVariantKey } from './landing-lead';
import type { LandingBlock } from './landing-blocks';
import { AB_MINIMUM_TEXT } from './ab-stats';

/**
 * 'Promover vencedora' in Resultados (docs/ab-testing.md): `POST /api/landing-pages/:documentId/promote`
 * `{ variant }` (editor/admin) makes that hero variant the page's only one, as key 'a' (its headline, subheadline,
 * button and image; the others are removed). The page is saved like any change — audited, and rebuilt when published —
 * and answered as GET answers it. 400 with a pt-BR message and nothing changed for a variant the page does not have;
 * 409 with what is missing, and nothing changed, while either arm lacks data (`promotionShortfall` in ab-stats.ts).
 */
export const LANDING_PROMOTE_MESSAGES = {
  missingVariant: 'Esta variante não existe nesta página',
  noHero: 'Esta página não tem bloco de destaque',
} as const;

/** The CMS's refusal while the test lacks data: 'Sem dados suficientes para promover: faltam … (mínimo de 100 …).' */
export const promotionRefusedMessage = (shortfall: string) => `Sem dados suficientes para promover: ${shortfall} (${AB_MINIMUM_TEXT}).`;

export const landingPromoteSchema = z.object({ variant: landingVariantKeySchema });

/** The page's blocks with `key` as the hero's only variant (renamed a), or the pt-BR reason it cannot be. */
export function promoteLandingVariant(blocks: readonly LandingBlock[], key: LandingVariantKey): { blocks: LandingBlock[] } | { error: string } {
  const index = blocks.findIndex((block) => block.type === 'hero');
  const hero = blocks[index];
  if (!hero || hero.type !== 'hero') return { error: LANDING_PROMOTE_MESSAGES.noHero };
  const winner = hero.variants.find((variant) => variant.key === key);
  if (!winner) return { error: LANDING_PROMOTE_MESSAGES.missingVariant };
  return { blocks: blocks.map((block, i) => (i === index ? { ...hero, variants: [{ ...winner, key: 'a' as const }] } : block)) };
}
