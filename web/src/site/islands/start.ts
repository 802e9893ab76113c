import { env } from '@/shared/config/env';
import { startStatistics } from '@/site/features/analytics/beacon';
import { rememberLandingVisit } from '@/site/features/landing/lib/landing-visit';
import { captureAttribution, trafficSource } from '@/site/features/leads/attribution';
import { cmsApiUrl } from '@/shared/lib/cms-url';
import { showFlashedToast } from '@/site/lib/dom/toast';
import { nextTask } from '@/site/lib/dom/turns';
import { whenActivated } from '@/site/lib/dom/when-activated';
import { startIslands } from '@/site/lib/islands/runtime';
import { getSession } from '@/shared/lib/session';

import { islands } from './registry';

/**
 * What the page notes of this visit, once it is shown (not while it is prerendered): campaign attribution, the landing
 * page seen, and its cookieless statistics (not for a signed-in browser: the agency's own visits are not counted) —
 * each in a task of its own: at 4× CPU the first touch of the browser's storage and the page-view beacon cost
 * ~80 ms together, one long task for a tap made at that moment to wait behind.
 */
async function noteVisit() {
  captureAttribution();
  await nextTask();
  rememberLandingVisit();
  await nextTask();
  if (!getSession()) startStatistics(cmsApiUrl(env.CMS_URL, '/analytics/beacon'), trafficSource);
}

/**
 * A public page: its islands, then — after them, as nothing the visitor sees waits for it — the notes of this visit,
 * a toast the previous page left, and edit mode for a signed-in browser (visitors load and ask nothing for it). Once
 * the islands a visitor may use at once (`load`, in view) are bound, the page says so (`<html data-islands="ready">`),
 * whether or not the notes are taken yet; what was done on an island before it was bound is done again as each one is
 * (site/lib/islands/early-input.ts).
 */
export async function startPageIslands() {
  // First: each island's code is asked for before anything else runs.
  const ready = startIslands(islands).then(() => {
    document.documentElement.dataset.islands = 'ready';
  });
  await nextTask();
  // Prepared ahead of a tap (Speculation Rules), the page counts and notes nothing until it is shown.
  whenActivated(() => void noteVisit());
  showFlashedToast();
  if (getSession()) void import('./edit-mode').then(({ mountEditMode }) => mountEditMode());
  await ready;
}
