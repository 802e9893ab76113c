import type { AnalyticsEvent } from '@alicerce/domain';
// Relative import of a zod-free domain module: the beacon is in the islands' entry bundle (see shared/config/paths.ts).
import { LANDING_DOM } from '../../../../../domain/src/landing-keys';
import { pagePathOf } from '@/shared/config/paths';

/** Where a visit came from, as the beacon reports it (first touch: UTM of the first campaign visit, else the referrer). */
export type TrafficSource = { source: string; medium: string; campaign: string };

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };

/** The visitor asked not to be tracked: Global Privacy Control, or Do Not Track. Then the beacon sends nothing. */
export function optedOutOfStatistics(nav: PrivacyNavigator = navigator): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.msDoNotTrack === '1';
}

const isAdminPage = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Which counted click a link is: a WhatsApp chat, or the 'Agendar' call to action (any link to /agendamento). */
function clickEvent(link: HTMLAnchorElement): AnalyticsEvent | null {
  const url = new URL(link.href, location.href);
  if (url.hostname === 'wa.me' || url.hostname === 'api.whatsapp.com') return 'whatsapp_click';
  if (url.origin === location.origin && url.pathname.replace(/\/$/, '') === '/agendamento') return 'agendar_click';
  return null;
}

/**
 * The public pages' first-party statistics, cookieless: one beacon for the page view and one per click on a
 * WhatsApp link or the 'Agendar' call to action, each carrying only the event, the page's path (a landing page's
 * hero variant file counts as the page, with the variant its file shows: LANDING_DOM) and the visit's source. Nothing identifies the visitor (no cookie, no id); the CMS only adds one to a daily counter. Sends nothing
 * on /admin pages, nor for a visitor with Global Privacy Control or Do Not Track on. Returns what stops it.
 */
export function startStatistics(endpoint: string, trafficSource: () => TrafficSource): () => void {
  if (optedOutOfStatistics() || !navigator.sendBeacon || isAdminPage(location.pathname)) return () => {};
  // A string body goes as text/plain: a simple request, no CORS preflight, and the page never waits for it.
  const variant = document.querySelector(`[${LANDING_DOM.page}]`)?.getAttribute(LANDING_DOM.variant) ?? undefined;
  const send = (event: AnalyticsEvent) =>
    navigator.sendBeacon(endpoint, JSON.stringify({ event, path: pagePathOf(location.pathname), variant, ...trafficSource() }));
  send('page_view');
  const listening = new AbortController();
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const counted = link instanceof HTMLAnchorElement ? clickEvent(link) : null;
      if (counted) send(counted);
    },
    { capture: true, signal: listening.signal },
  );
  return () => listening.abort();
}
