import type { Theme } from '@mui/material/styles';

/**
 * Accent colour for large text (use in `sx`): the darker orange in light mode (4.5:1 on white),
 * the regular one in dark mode.
 */
export const accentText = (theme: Theme) => ({
  color: theme.vars?.palette.secondary.dark ?? theme.palette.secondary.dark,
  ...theme.applyStyles('dark', { color: theme.vars?.palette.secondary.main ?? theme.palette.secondary.main }),
});
