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
  // Article headings and card titles: smaller on a phone, so a long word ('acompanhamento') fits 320 px. Bold like
  // every other heading (MUI's default 400 left form-card and contact headings looking like body text).
  h4: { fontSize: 'clamp(1.375rem, 2.5vw + 0.9rem, 2.125rem)', fontWeight: 700, lineHeight: 1.235 },
  h5: { fontSize: 'clamp(1.2rem, 1.5vw + 0.9rem, 1.5rem)', fontWeight: 700, lineHeight: 1.334 },
  button: { fontWeight: 600, textTransform: 'none' },
};
