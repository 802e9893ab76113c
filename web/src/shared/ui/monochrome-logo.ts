import type { Theme } from '@mui/material/styles';

/**
 * A client's logo as the site shows it, whatever colours its file has: one calm silhouette in the text's tone — black
 * at part strength on the light theme, white on the dark one (a filter, so any upload with a transparent ground reads
 * in both). The dashboard previews logos the same way.
 */
export const monochromeLogoSx = (theme: Theme) => ({
  filter: 'brightness(0)',
  opacity: 0.62,
  ...theme.applyStyles('dark', { filter: 'brightness(0) invert(1)', opacity: 0.72 }),
});
