import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { getBrowserEmotionCache } from '@/shared/lib/emotion-cache';
import { MODE_STORAGE_KEY, theme } from '@/shared/theme';

/**
 * In the browser: the shared Emotion cache. On the server (prerender) the
 * per-render cache from entry.server.tsx is already provided above us.
 */
function BrowserEmotionCache({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') return children;
  return <CacheProvider value={getBrowserEmotionCache()}>{children}</CacheProvider>;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <BrowserEmotionCache>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={MODE_STORAGE_KEY}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </BrowserEmotionCache>
  );
}
