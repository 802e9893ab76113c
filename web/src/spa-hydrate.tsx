import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { getBrowserEmotionCache } from '@/shared/lib/emotion-cache';

/** The client-rendered app (the admin, and pages not prerendered): React Router hydrates the whole document. */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={getBrowserEmotionCache()}>
        {/* Navigations commit in one blocking render, not in a background transition: with transitions the URL
            changed at once while the previous page (and its lead form) stayed on screen and accepted typing for
            up to seconds on a slow phone, and that text was then thrown away with the old page. */}
        <HydratedRouter useTransitions={false} />
      </CacheProvider>
    </StrictMode>,
  );
});
