import Box from '@mui/material/Box';
import { LANDING_DOM, LANDING_TAGS_ID, isLaunchOwned, landingThankYouPath, type LandingVariantKey } from '@alicerce/domain';
import type { ReactNode } from 'react';

import { Section, type SectionTone } from '@/site/components/ui/section';
import { dataAttr } from '@/site/lib/islands/selectors';

import type { LandingPage, LandingPageBlock } from '../types';

import { LandingGallery } from './landing-gallery';
import { LandingHero } from './landing-hero';
import { LandingLocation } from './landing-location';
import { LandingPlans } from './landing-plans';

type BlockOf<T extends LandingPageBlock['type']> = Extract<LandingPageBlock, { type: T }>;
/** Blocks drawn by other features' renderers (the FAQ band, the proof, the lead form…), composed by the route. */
export type ComposedBlockType = 'benefits' | 'faq' | 'testimonials' | 'client_logos' | 'cta' | 'lead_form';
export type LandingRenderers = { [T in ComposedBlockType]: (block: BlockOf<T>, tone: SectionTone) => ReactNode };

/** Consecutive sections change band, as on the fixed pages. */
const tone = (index: number): SectionTone => (index % 2 === 0 ? 'default' : 'paper');

function ownBlock(block: LandingPageBlock, sectionTone: SectionTone): ReactNode | undefined {
  switch (block.type) {
    case 'gallery':
      return (
        <Section title={block.title} tone={sectionTone}>
          <LandingGallery block={block} />
        </Section>
      );
    case 'plans':
      return (
        <Section title={block.title} intro={block.intro || undefined} tone={sectionTone}>
          <LandingPlans block={block} />
        </Section>
      );
    case 'location':
      return (
        <Section title={block.title} tone={sectionTone}>
          <LandingLocation block={block} />
        </Section>
      );
    default:
      return undefined;
  }
}

type Props = { page: LandingPage; variant: LandingVariantKey; renderers: LandingRenderers };

/**
 * A landing page: its blocks in order, the hero in the variant this file is prerendered with. The wrapper carries the
 * page's slug and the variant (LANDING_DOM) for the lead form's island: the file alone says which variant was seen.
 */
export function LandingPageView({ page, variant, renderers }: Props) {
  let index = 0;
  return (
    <Box
      {...dataAttr(LANDING_DOM.page, page.slug)}
      {...dataAttr(LANDING_DOM.variant, variant)}
      {...(isLaunchOwned(page) && dataAttr(LANDING_DOM.thankYou, landingThankYouPath(page.slug)))}
    >
      {page.tracking?.markup && (
        // The launch's own tags, inert here: the consent island runs them once their category is granted.
        <script
          type="application/json"
          id={LANDING_TAGS_ID}
          dangerouslySetInnerHTML={{ __html: JSON.stringify(page.tracking).replace(/</g, '\\u003c') }}
        />
      )}
      {page.blocks.map((block, position) => {
        const key = `${block.type}-${position}`;
        if (block.type === 'hero') {
          const shown = block.variants.find((item) => item.key === variant) ?? block.variants[0];
          return <LandingHero key={key} variant={shown} buttonHref={block.button_href} eyebrow={page.title} />;
        }
        if (block.type === 'gallery' && block.images.length === 0) return null; // no pictures yet: no empty band
        const sectionTone = tone(index++);
        const own = ownBlock(block, sectionTone);
        if (own !== undefined) return <Box key={key}>{own}</Box>;
        const render = renderers[block.type as ComposedBlockType] as (block: LandingPageBlock, tone: SectionTone) => ReactNode;
        return <Box key={key}>{render(block, sectionTone)}</Box>;
      })}
    </Box>
  );
}
