import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { getBrowserEmotionCache } from '@/lib/emotion-cache';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={getBrowserEmotionCache()}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});
