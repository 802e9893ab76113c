import { useSyncExternalStore } from 'react';

import { getConsentSnapshot, getServerConsentSnapshot, grantedCategories, subscribeConsent } from './consent-store';

/** The visitor's choice (null until made), the granted categories and whether the preferences dialog is open. */
export function useConsent() {
  const snapshot = useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot);
  return { ...snapshot, granted: grantedCategories(snapshot.choice) };
}
