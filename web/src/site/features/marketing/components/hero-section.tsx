import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { HeroContent } from '@alicerce/domain';
import { HeroDrawing, HeroEyebrow, HeroFrame, heroTitleSx } from '@/site/components/ui/hero-frame';
import { sectionField } from '@/site/lib/section-fields';

import { CmsButton } from './cms-button';

type Props = {
  content: HeroContent;
  /** A short line above the title naming the page's subject (e.g. 'Serviços e planos'). */
  eyebrow?: string;
  /** Rendered inside the H1 after the title (home: the rotating word). */
  titleSuffix?: ReactNode;
  /** Optional form beside the text (below it on small screens). */
  form?: ReactNode;
  /** The page's drawing of its subject: beside the text (under the call to action when there is a form). */
  visual?: ReactNode;
  /** Proof under the call to action (client logos, key figures): on the first screen. */
  proof?: ReactNode;
  /** Vertical room of the frame ('compact': the home's first screen holds the title, the form and the proof). */
  density?: 'normal' | 'compact';
};

/**
 * Page hero with the page's single H1. Renders a CMS section of content_type "hero":
 *   { "title": string, "subtitle": string, "cta_label": string, "cta_href": string }
 * `cta_href` is a site path ("/agendamento") or a full URL.
 */
export function HeroSection({ content, eyebrow, titleSuffix, form, visual, proof, density }: Props) {
  const aside = form ? (
    <Card sx={{ boxShadow: '0 24px 48px -24px rgba(19, 42, 77, 0.35)' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>{form}</CardContent>
    </Card>
  ) : (
    visual && <HeroDrawing>{visual}</HeroDrawing>
  );
  const button = (
    <CmsButton href={content.cta_href} label={content.cta_label} fields={{ label: 'cta_label', href: 'cta_href' }} variant="contained" size="large" />
  );
  return (
    <HeroFrame aside={aside} asideOnPhone={Boolean(form)} density={density}>
      {eyebrow && <HeroEyebrow>{eyebrow}</HeroEyebrow>}
      <Typography variant="h1" sx={heroTitleSx}>
        <span {...sectionField('title')}>{content.title}</span>
        {titleSuffix && <> {titleSuffix}</>}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="text.secondary"
        sx={{ maxWidth: '56ch', fontWeight: 400, lineHeight: 1.6, mb: 4 }}
        {...sectionField('subtitle')}
      >
        {content.subtitle}
      </Typography>
      {form && visual ? (
        // With a form on the right, the drawing sits beside the call to action and its proof, whole on a 1366 × 768
        // first screen (under the button it was cut by the fold); a phone leaves it out so the form comes sooner.
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: { sm: 4, md: 5 } }}>
          <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
            {button}
            {proof}
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'block' }, flex: '0 1 280px', minWidth: 200 }}>
            <HeroDrawing>{visual}</HeroDrawing>
          </Box>
        </Box>
      ) : (
        <>
          {button}
          {proof}
        </>
      )}
    </HeroFrame>
  );
}
