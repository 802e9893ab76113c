import { Island } from '@/site/lib/islands/island';

import { ConsentBanner } from './consent-banner';
import { ConsentDialog } from './consent-dialog';

/** The banner (first visit) and the preferences dialog (also opened from the footer link), wired at page load. */
export function ConsentManager() {
  return (
    <Island name="consent" when="load">
      <ConsentBanner />
      <ConsentDialog />
    </Island>
  );
}
