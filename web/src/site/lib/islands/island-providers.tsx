import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { createQueryClient } from '@/shared/lib/query-client';
import { MODE_STORAGE_KEY, theme } from '@/shared/theme';

/**
 * What React renders inside on a static page (edit mode, a list rendered again with newer data): the page's Emotion
 * cache, the theme with its full set of CSS variables (a prerendered page keeps only those the site reads, see
 * web/scripts/unused-css-variables.ts; a dialog or a field of edit mode reads others) and a query client of its own.
 */
export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={MODE_STORAGE_KEY}>
        <IslandQueryClient>{children}</IslandQueryClient>
      </ThemeProvider>
    </CacheProvider>
  );
}

function IslandQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
