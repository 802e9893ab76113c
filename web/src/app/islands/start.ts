import { env } from '@/config/env';
import { startStatistics } from '@/features/analytics/beacon';
import { rememberLandingVisit } from '@/features/landing/lib/landing-visit';
import { captureAttribution, trafficSource } from '@/features/leads/attribution';
import { cmsApiUrl } from '@/lib/cms-url';
import { showFlashedToast } from '@/lib/dom/toast';
import { nextTask } from '@/lib/dom/turns';
import { whenActivated } from '@/lib/dom/when-activated';
import { startIslands } from '@/lib/islands/runtime';
import { getSession } from '@/lib/session';

import { islands } from './registry';

/**
 * A public page: campaign attribution of this visit, its cookieless statistics (not for a signed-in browser: the
 * agency's own visits are not counted) — both once the page is shown, not while it is prerendered — a toast the previous page left, the page's islands, and edit mode for a
 * signed-in browser (visitors load and ask nothing for it). Once the islands a visitor may use at once (`load`, in
 * view) are bound, the page says so (`<html data-islands="ready">`); what was done on an island before it was bound
 * is done again as each one is (lib/islands/early-input.ts).
 */
export async function startPageIslands() {
  // First: each island's code is asked for before anything else runs.
  const ready = startIslands(islands);
  // The rest, which the visitor does not see, in a task of its own: at 4× CPU the first touch of the browser's
  // storage and the page-view beacon cost ~80 ms, which made the islands' start one long task.
  await nextTask();
  // Prepared ahead of a tap (Speculation Rules), the page counts and notes nothing until it is shown.
  whenActivated(() => {
    captureAttribution();
    rememberLandingVisit();
    if (!getSession()) startStatistics(cmsApiUrl(env.CMS_URL, '/analytics/beacon'), trafficSource);
  });
  showFlashedToast();
  if (getSession()) void import('./edit-mode').then(({ mountEditMode }) => mountEditMode());
  await ready;
  document.documentElement.dataset.islands = 'ready';
}
