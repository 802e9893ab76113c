import type { Components, CssVarsTheme, Theme } from '@mui/material/styles';

import { FALLBACK_FONT_FACES_CSS } from './fonts';

// Per-component customizations, kept apart from palette and typography.
export const components: Components<Omit<Theme, 'components' | 'palette'> & CssVarsTheme> = {
  MuiCssBaseline: {
    // The brand face's size-adjusted fallbacks (Manrope's own rule is in the head: shared/theme/brand-font-style.tsx), then: static pages hide and show parts with the hidden attribute (empty CMS
    // buttons, closed panels), which must win over the components' own display ("until-found" panels stay searchable:
    // the browser hides them its own way); a word longer than a narrow screen (a URL, a long figure) breaks instead of
    // scrolling the page sideways; no heading ends on a line of one word (balanced lines), and a paragraph's last
    // line keeps a few words; a region marked "shown whole" is painted only once it has all been read.
    styleOverrides:
      FALLBACK_FONT_FACES_CSS +
      '[hidden]:not([hidden="until-found"]){display:none !important}' +
      'h1,h2,h3,h4,h5,h6,p,li,dd,dt{overflow-wrap:break-word}' +
      'h1,h2,h3,h4,h5,h6{text-wrap:balance}' +
      'p{text-wrap:pretty}' +
      // site/components/ui/shown-whole.tsx: a region's children are painted only once its end mark has been parsed.
      '[data-whole]:not(:has([data-whole-end])){visibility:hidden}' +
      // Content images in the dark theme (site/components/ui/responsive-picture.tsx): an upload — often a real photo —
      // is toned down a little so it does not glare on the night page; a drawing the product ships shows its own night
      // rendering instead of the day one (data-scheme), and is not dimmed again.
      '.dark img[data-content-image]:not([data-scheme="dark"]){filter:brightness(.8) contrast(1.06)}' +
      '.dark img[data-scheme="light"],:root:not(.dark) img[data-scheme="dark"]{display:none !important}',
  },
  MuiButtonBase: {
    styleOverrides: {
      // MUI draws keyboard focus with a class React sets; on static pages (no React) the browser's :focus-visible does.
      root: ({ theme }) => ({ '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 } }),
    },
  },
  MuiButton: {
    // Clay is the one action colour (docs/brand.md): a button that does something is clay unless it says otherwise.
    defaultProps: { disableElevation: true, color: 'secondary' },
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
  MuiPaper: {
    styleOverrides: {
      // MUI lightens a raised surface in the dark scheme with a white overlay, which turns drawers, dialogs and menus
      // grey; the brand's night palette draws them instead (background.paper, night 800), set apart by a hairline.
      root: ({ theme }) =>
        theme.applyStyles('dark', {
          backgroundImage: 'none',
          '&.MuiDialog-paper, &.MuiDrawer-paper, &.MuiPopover-paper': { border: `1px solid ${theme.vars.palette.divider}` },
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
