import { createTheme } from '@mui/material/styles';

import { components } from './components';
import { darkScheme, lightScheme } from './palette';
import { typography } from './typography';

/** Storage keys used by MUI to persist the chosen mode. */
export const MODE_STORAGE_KEY = 'mui-mode';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: lightScheme, dark: darkScheme },
  shape: { borderRadius: 8 },
  typography,
  components,
});
