import { createTheme } from '@mui/material/styles';

import { components } from './components';
import { darkScheme, lightScheme } from './palette';
import { typography } from './typography';

export { MODE_STORAGE_KEY } from './mode-storage-key';
export { BRAND_FONT_CACHED_KEY, BRAND_FONT_STYLE_ID, BrandFontStyle } from './brand-font-style';
export { BRAND_FONT_URL } from './fonts';
export { BRAND_FONT_CUT_ID } from './font-face-rules';
export { default as brandPalette } from './brand-palette.json';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: lightScheme, dark: darkScheme },
  shape: { borderRadius: 8 },
  typography,
  components,
});
