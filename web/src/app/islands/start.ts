import { captureAttribution } from '@/features/leads/attribution';
import { showFlashedToast } from '@/lib/dom/toast';
import { startIslands } from '@/lib/islands/runtime';
import { getSession } from '@/lib/session';

import { islands } from './registry';

/**
 * A public page: campaign attribution of this visit, a toast the previous page left, the page's islands, and edit
 * mode for a signed-in browser (visitors load and ask nothing for it).
 */
export function startPageIslands() {
  captureAttribution();
  showFlashedToast();
  startIslands(islands);
  if (getSession()) void import('./edit-mode').then(({ mountEditMode }) => mountEditMode());
}
