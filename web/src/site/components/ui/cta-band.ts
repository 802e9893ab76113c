import type { Theme } from '@mui/material/styles';

/**
 * The colours of a call-to-action band (closing sections, the blog's and the articles' CTA): the brand's strong band
 * (palette.brand.bandStrong — deep navy in light, a lifted night blue in dark) with its text colour; the button on it
 * keeps the one action colour, clay (docs/brand.md).
 */
export const ctaBandSx = (theme: Theme) => ({
  bgcolor: 'brand.bandStrong',
  color: 'brand.onBandStrong',
  ...theme.applyStyles('dark', { boxShadow: 'inset 0 0 0 1px var(--mui-palette-divider)' }),
});
