import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { blueprintGridSx } from './blueprint-grid';
import { ShownWholeEnd, shownWhole } from './shown-whole';

type Props = {
  /** The text column: eyebrow, the page's H1, its intro, actions. */
  children: ReactNode;
  /** Beside the text on wide screens: the page's drawing of its subject, or a form. */
  aside?: ReactNode;
  /** Whether the aside shows on a phone too (a form does; a drawing is left out so the content starts sooner). */
  asideOnPhone?: boolean;
  /** Vertical room: 'compact' for pages whose job sits right below the hero (the booking calendar). */
  density?: 'normal' | 'compact';
};

/**
 * Every page hero's frame: the faint architect's grid, the text on the left and, on wide screens, the page's drawing
 * or form on the right — so no hero leaves half of a 1366 px screen empty.
 */
export function HeroFrame({ children, aside, asideOnPhone = false, density = 'normal' }: Props) {
  const py = density === 'compact' ? { xs: 4, md: 5 } : { xs: 5, md: 9 };
  return (
    <Box
      component="section"
      sx={[{ position: 'relative', py, bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' }, blueprintGridSx]}
    >
      <Container sx={{ position: 'relative' }} {...shownWhole}>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: aside ? 7 : 10 }}>{children}</Grid>
          {aside && (
            <Grid size={{ xs: 12, md: 5 }} sx={asideOnPhone ? undefined : { display: { xs: 'none', md: 'block' } }}>
              {aside}
            </Grid>
          )}
        </Grid>
        <ShownWholeEnd />
      </Container>
    </Box>
  );
}

/** A page's drawing in a hero: framed as a plate, rounded, with the hairline of the page's dividers. */
export function HeroDrawing({ children, maxWidth }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box sx={{ borderRadius: 4, overflow: 'hidden', border: 1, borderColor: 'divider', maxWidth, '& > svg': { display: 'block' } }}>{children}</Box>
  );
}

/** A hero's H1: navy on the light page; the page's warm white on the dark one (the light blue is kept for links). */
export const heroTitleSx = (theme: Theme) => ({
  mb: 2.5,
  textWrap: 'balance',
  color: 'primary.main',
  ...theme.applyStyles('dark', { color: 'text.primary' }),
});

/** The short line above a hero's title naming the page's subject, led by a clay rule. */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="overline"
      component="p"
      color="secondary"
      sx={{
        mb: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        '&::before': { content: '""', width: 28, height: 3, bgcolor: 'secondary.main', borderRadius: 1, flexShrink: 0 },
      }}
    >
      {children}
    </Typography>
  );
}
