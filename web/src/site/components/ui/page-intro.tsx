import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { HeroDrawing, HeroEyebrow, HeroFrame, heroTitleSx } from './hero-frame';

type Props = {
  heading: string;
  intro: string;
  /** Extra attributes of the intro paragraph (e.g. which CMS value it shows: site/lib/section-fields.ts). */
  introProps?: Record<string, string>;
  /** Small line above the heading (category, breadcrumb…): a string is set as the hero's eyebrow. */
  eyebrow?: ReactNode;
  /** The page's drawing of its subject, beside the text on wide screens. */
  visual?: ReactNode;
  density?: 'normal' | 'compact';
  children?: ReactNode;
};

/** Page hero without a CMS call to action: the page's single H1 and its intro paragraph. */
export function PageIntro({ heading, intro, introProps, eyebrow, visual, density, children }: Props) {
  return (
    <HeroFrame aside={visual && <HeroDrawing>{visual}</HeroDrawing>} density={density}>
      {typeof eyebrow === 'string' ? <HeroEyebrow>{eyebrow}</HeroEyebrow> : eyebrow}
      <Typography variant="h1" sx={[heroTitleSx, { maxWidth: '20ch' }]}>
        {heading}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: '60ch', fontWeight: 400, lineHeight: 1.6 }} {...introProps}>
        {intro}
      </Typography>
      {children}
    </HeroFrame>
  );
}
