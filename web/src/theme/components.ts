import type { Components, CssVarsTheme, Theme } from '@mui/material/styles';

// Per-component customizations, kept apart from palette and typography.
export const components: Components<Omit<Theme, 'components' | 'palette'> & CssVarsTheme> = {
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
