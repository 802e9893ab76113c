import { useEffect } from 'react';

import { OPEN_COOKIE_PREFERENCES_EVENT } from '@/components/layout/footer';

import { updateConsentMode } from '../lib/consent-mode';
import { openConsentPreferences } from '../lib/consent-store';
import { useConsent } from '../lib/use-consent';

import { ConsentBanner } from './consent-banner';
import { ConsentDialog } from './consent-dialog';

/** Banner on the first visit, the preferences dialog (also opened from the footer link) and Consent Mode updates. */
export function ConsentManager() {
  const { ready, choice, preferencesOpen, granted } = useConsent();

  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, openConsentPreferences);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, openConsentPreferences);
  }, []);

  // gtag('consent','update', …) on every choice (a stored one was also replayed by the inline <head> script).
  useEffect(() => {
    if (choice) updateConsentMode(choice.categories);
  }, [choice]);

  if (!ready) return null;
  return (
    <>
      {!choice && !preferencesOpen && <ConsentBanner />}
      <ConsentDialog open={preferencesOpen} granted={granted} />
    </>
  );
}
