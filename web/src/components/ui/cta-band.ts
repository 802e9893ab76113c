import type { Theme } from '@mui/material/styles';

/**
 * The colours of a call-to-action band (closing sections, the blog's and the articles' CTA): the brand's deep blue
 * with white text in the light theme. The dark theme's primary is a pastel blue made for text on a dark page; as a
 * large block it glares, so there the band is a deep navy with the page's light text and a hairline in the brand
 * colour (the buttons on it keep their own contrast).
 */
export const ctaBandSx = (theme: Theme) => ({
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  ...theme.applyStyles('dark', {
    bgcolor: '#14305A',
    color: 'text.primary',
    boxShadow: 'inset 0 0 0 1px var(--mui-palette-divider)',
  }),
});
