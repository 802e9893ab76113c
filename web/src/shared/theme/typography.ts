import type { TypographyVariantsOptions } from '@mui/material/styles';

import { BRAND_FONT_STACK } from './fonts';

/**
 * The type scale (docs/brand.md): one family, Manrope, in two voices — ExtraBold/Bold headings with tight tracking,
 * Regular text with a generous line height. Sizes step by about 1.25 and grow with the screen (clamp).
 */
export const typography: TypographyVariantsOptions = {
  fontFamily: BRAND_FONT_STACK,
  h1: { fontSize: 'clamp(2.125rem, 3.6vw + 1rem, 3.5rem)', fontWeight: 800, lineHeight: 1.08, letterSpacing: '-0.03em' },
  h2: { fontSize: 'clamp(1.75rem, 2vw + 1rem, 2.5rem)', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.025em' },
  h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.015em' },
  // Article headings and card titles: smaller on a phone, so a long word ('acompanhamento') fits 320 px.
  h4: { fontSize: 'clamp(1.375rem, 2.5vw + 0.9rem, 2.125rem)', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.02em' },
  h5: { fontSize: 'clamp(1.2rem, 1.5vw + 0.9rem, 1.5rem)', fontWeight: 700, lineHeight: 1.3, letterSpacing: '-0.01em' },
  h6: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4, letterSpacing: '-0.005em' },
  subtitle1: { fontWeight: 600, lineHeight: 1.5 },
  body1: { lineHeight: 1.65 },
  body2: { lineHeight: 1.6 },
  overline: { fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 },
  button: { fontWeight: 700, textTransform: 'none', letterSpacing: 0 },
};
