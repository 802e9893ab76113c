import type { Theme } from '@mui/material/styles';

/** Accent colour for text (use in `sx`): the scheme's orange, which keeps 4.5:1 on its backgrounds in both modes. */
export const accentText = (theme: Theme) => ({
  color: theme.vars?.palette.secondary.main ?? theme.palette.secondary.main,
});
