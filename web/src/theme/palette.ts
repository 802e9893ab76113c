import type { ColorSystemOptions } from '@mui/material/styles';

// Deep blue for trust, warm orange accent for calls to action. Every main colour keeps 4.5:1 with its
// contrastText and with the page background (WCAG AA for normal-size text: buttons, chips, accent figures).
export const lightScheme: ColorSystemOptions = {
  palette: {
    primary: { main: '#0B3C77', light: '#3A64A0', dark: '#072A55', contrastText: '#FFFFFF' },
    secondary: { main: '#B4530F', light: '#E07A2F', dark: '#8F420C', contrastText: '#FFFFFF' },
    background: { default: '#F6F8FB', paper: '#FFFFFF' },
    text: { primary: '#142033', secondary: '#4A5568' },
    divider: 'rgba(11, 60, 119, 0.12)',
  },
};

export const darkScheme: ColorSystemOptions = {
  palette: {
    primary: { main: '#8DB8F2', light: '#B5D2F7', dark: '#5A8FD6', contrastText: '#0A1628' },
    secondary: { main: '#F5A66A', light: '#F8C39A', dark: '#D9823F', contrastText: '#1F1206' },
    background: { default: '#0A1220', paper: '#111B2E' },
    text: { primary: '#E8EEF7', secondary: '#A9B6C9' },
    divider: 'rgba(141, 184, 242, 0.16)',
  },
};
