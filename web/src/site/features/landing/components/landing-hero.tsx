import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { HeroEyebrow, HeroFrame, heroTitleSx } from '@/site/components/ui/hero-frame';

import type { LandingHeroVariant } from '../types';

import { LandingPicture } from './landing-picture';

type Props = { variant: LandingHeroVariant; buttonHref: string; eyebrow: string };

/**
 * The page's hero in one variant (the file of each variant is prerendered with its own): the page's single H1, the
 * subheadline, the button to the form and the picture beside it (below it on a phone).
 */
export function LandingHero({ variant, buttonHref, eyebrow }: Props) {
  const picture = variant.image_url ? (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}>
      <LandingPicture
        answer={variant}
        alt={variant.image_alt}
        sizes="(min-width: 1200px) 460px, (min-width: 900px) 40vw, 100vw"
        priority
        sx={{ borderRadius: 0 }}
      />
    </Box>
  ) : undefined;
  return (
    <HeroFrame aside={picture} asideOnPhone>
      <HeroEyebrow>{eyebrow}</HeroEyebrow>
      <Typography variant="h1" sx={heroTitleSx}>
        {variant.headline}
      </Typography>
      {variant.subheadline && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: '56ch', fontWeight: 400, lineHeight: 1.6, mb: 4 }}>
          {variant.subheadline}
        </Typography>
      )}
      <Button href={buttonHref} variant="contained" size="large">
        {variant.button_text}
      </Button>
    </HeroFrame>
  );
}
