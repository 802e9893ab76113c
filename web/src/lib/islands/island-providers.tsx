import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { createQueryClient } from '@/lib/query-client';
import { MODE_STORAGE_KEY, theme } from '@/theme';

// A prop of MUI's CSS-variables theme provider that its public props type does not list for this theme's type.
const noSecondStyleSheet = { disableStyleSheetGeneration: true } as object;

/**
 * What React renders inside on a static page (edit mode, a list rendered again with newer data): the page's Emotion
 * cache, the theme without a second copy of its CSS variables (the page's prerendered styles already hold them) and
 * a query client of its own.
 */
export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={MODE_STORAGE_KEY} {...noSecondStyleSheet}>
        <IslandQueryClient>{children}</IslandQueryClient>
      </ThemeProvider>
    </CacheProvider>
  );
}

function IslandQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
