import type { ConsentCategories } from '@/site/features/consent';
import { syncClickIds } from '@/site/features/leads/click-ids';
import { rememberLandingVariant } from '@/site/features/landing/lib/remember-variant';
import { whenActivated } from '@/site/lib/dom/when-activated';

/** The snippets' code is only downloaded once the consent is known (a choice, or none: the 'necessary' ones). */
const runSnippets = (granted: ConsentCategories) =>
  void import('@/site/features/site-scripts').then(({ runGrantedSnippets, runGrantedPageTags }) =>
    runGrantedSnippets(granted).then(() => runGrantedPageTags(granted)),
  );

/**
 * Every consent state: ad click IDs are kept across pages only with marketing consent, and dropped when it goes; a
 * landing page's A/B variant is remembered only with statistics consent. A page prepared ahead of a tap (Speculation
 * Rules) runs no consented tag until it is shown. Loaded with the consent island.
 */
export const onGranted = (granted: ConsentCategories) =>
  whenActivated(() => {
    syncClickIds(granted.marketing);
    rememberLandingVariant(granted.analytics);
    runSnippets(granted);
  });
