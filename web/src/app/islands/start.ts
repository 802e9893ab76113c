import { captureAttribution } from '@/features/leads/attribution';
import { showFlashedToast } from '@/lib/dom/toast';
import { startIslands } from '@/lib/islands/runtime';

import { islands } from './registry';

/** A prerendered public page: campaign attribution of this visit, a toast the previous page left, then the islands. */
export function startPageIslands() {
  captureAttribution();
  showFlashedToast();
  startIslands(islands);
}
