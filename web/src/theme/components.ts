import type { Components, CssVarsTheme, Theme } from '@mui/material/styles';

// Per-component customizations, kept apart from palette and typography.
export const components: Components<Omit<Theme, 'components' | 'palette'> & CssVarsTheme> = {
  MuiCssBaseline: {
    styleOverrides: {
      // Static pages hide and show parts with the hidden attribute (empty CMS buttons, closed panels): it must win over
      // the components' own display. "until-found" panels stay searchable (the browser hides them its own way).
      '[hidden]:not([hidden="until-found"])': { display: 'none !important' },
      // A word longer than the screen is narrow (a URL, a long figure) breaks instead of scrolling the page sideways.
      'h1, h2, h3, h4, h5, h6, p, li, dd, dt': { overflowWrap: 'break-word' },
      // No heading ends on a line of one word: its lines are balanced; a paragraph's last line keeps a few words.
      'h1, h2, h3, h4, h5, h6': { textWrap: 'balance' },
      p: { textWrap: 'pretty' },
    },
  },
  MuiButtonBase: {
    styleOverrides: {
      // MUI draws keyboard focus with a class React sets; on static pages (no React) the browser's :focus-visible does.
      root: ({ theme }) => ({ '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 } }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 8 } },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.vars.palette.background.paper,
        borderBottom: `1px solid ${theme.vars.palette.divider}`,
      }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 12 } },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
  },
  MuiContainer: {
    defaultProps: { maxWidth: 'lg' },
  },
};
