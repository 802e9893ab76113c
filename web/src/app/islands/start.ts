import { env } from '@/config/env';
import { startStatistics } from '@/features/analytics/beacon';
import { rememberLandingVisit } from '@/features/landing/lib/landing-visit';
import { captureAttribution, trafficSource } from '@/features/leads/attribution';
import { showFlashedToast } from '@/lib/dom/toast';
import { whenActivated } from '@/lib/dom/when-activated';
import { startIslands } from '@/lib/islands/runtime';
import { getSession } from '@/lib/session';

import { islands } from './registry';

type PageWindow = Window & { __islandsReady?: boolean; __heldForms?: HTMLFormElement[]; __heldTaps?: HTMLElement[] };

/**
 * A public page: campaign attribution of this visit, its cookieless statistics (not for a signed-in browser: the
 * agency's own visits are not counted) — both once the page is shown, not while it is prerendered — a toast the previous page left, the page's islands, and edit mode for a
 * signed-in browser (visitors load and ask nothing for it). Once the islands a visitor may use at once are
 * bound, the page says so (`<html data-islands="ready">`), and a form sent before that (held by the page's inline
 * script) is sent now, through its island, and a button tapped before that is tapped again.
 */
export async function startPageIslands() {
  // Prepared ahead of a tap (Speculation Rules), the page counts and notes nothing until it is shown.
  whenActivated(() => {
    captureAttribution();
    rememberLandingVisit();
    if (!getSession()) startStatistics(`${env.CMS_URL}/api/analytics/beacon`, trafficSource);
  });
  showFlashedToast();
  const ready = startIslands(islands);
  if (getSession()) void import('./edit-mode').then(({ mountEditMode }) => mountEditMode());
  await ready;
  const page = window as PageWindow;
  page.__islandsReady = true;
  document.documentElement.dataset.islands = 'ready';
  for (const form of page.__heldForms?.splice(0) ?? []) if (form.isConnected) form.requestSubmit();
  for (const button of page.__heldTaps?.splice(0) ?? []) if (button.isConnected) button.click();
}
