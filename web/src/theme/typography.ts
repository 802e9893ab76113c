import type { TypographyVariantsOptions } from '@mui/material/styles';

// System fonts: no web-font download, no layout shift.
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const typography: TypographyVariantsOptions = {
  fontFamily,
  h1: { fontSize: 'clamp(2rem, 4vw + 1rem, 3.25rem)', fontWeight: 800, lineHeight: 1.15 },
  h2: { fontSize: 'clamp(1.6rem, 2vw + 1rem, 2.4rem)', fontWeight: 700, lineHeight: 1.2 },
  h3: { fontSize: '1.5rem', fontWeight: 700 },
  button: { fontWeight: 600, textTransform: 'none' },
};
