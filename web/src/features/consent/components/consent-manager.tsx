import { lazy, Suspense, useEffect, useState } from 'react';

import { OPEN_COOKIE_PREFERENCES_EVENT } from '@/components/layout/footer';

import { updateConsentMode } from '../lib/consent-mode';
import { openConsentPreferences } from '../lib/consent-store';
import { useConsent } from '../lib/use-consent';

import { ConsentBanner } from './consent-banner';

// The second layer (MUI Dialog + switches) is downloaded the first time it is opened, not with every page.
const ConsentDialog = lazy(() => import('./consent-dialog').then((module) => ({ default: module.ConsentDialog })));

/** Banner on the first visit, the preferences dialog (also opened from the footer link) and Consent Mode updates. */
export function ConsentManager() {
  const { ready, choice, preferencesOpen, granted } = useConsent();
  // Stays mounted after the first opening, so closing it still animates.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (preferencesOpen && !dialogUsed) setDialogUsed(true);

  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, openConsentPreferences);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, openConsentPreferences);
  }, []);

  // gtag('consent','update', …) on every choice (a stored one was also replayed by the inline <head> script).
  useEffect(() => {
    if (choice) updateConsentMode(choice.categories);
  }, [choice]);

  return (
    <>
      {/* Also in the prerendered HTML (no choice is known there), so a first-time visitor sees it with the page's
          first paint, not after the JavaScript; hidden from the start for a returning visitor (consent-mode.ts). */}
      {!choice && !preferencesOpen && <ConsentBanner />}
      {ready && dialogUsed && (
        <Suspense fallback={null}>
          <ConsentDialog open={preferencesOpen} granted={granted} />
        </Suspense>
      )}
    </>
  );
}
