import type { Attribution } from '@alicerce/domain';

import { currentClickIds, withoutClickIds } from './click-ids';

/**
 * Campaign attribution kept in the browser: the first touch (the visit that first brought the visitor, kept
 * once) and the last touch (the latest visit that carried UTM parameters), plus the landing page and the
 * external referrer of the current visit, and the ad click IDs (click-ids.ts). Sent only with a lead the visitor submits.
 */
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const FIRST_TOUCH = 'alicerce:first-touch';
const LAST_TOUCH = 'alicerce:last-touch';
const VISIT = 'alicerce:visit';

type Touch = Partial<Record<(typeof UTM_KEYS)[number], string>>;
type Visit = { landing_page: string; referrer: string | null };

const read = <T>(storage: Storage, key: string): T | null => {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
};
const write = (storage: Storage, key: string, value: unknown) => {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: attribution is a nicety, never a reason to fail.
  }
};

/** Call on every page load: records UTM parameters and the visit's landing page. */
export function captureAttribution(location: Location = window.location, referrer: string = document.referrer) {
  const params = new URLSearchParams(location.search);
  const touch: Touch = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) touch[key] = value.slice(0, 200);
  }
  if (Object.keys(touch).length > 0) {
    if (!read(localStorage, FIRST_TOUCH)) write(localStorage, FIRST_TOUCH, touch);
    write(localStorage, LAST_TOUCH, touch);
  }
  if (!read(sessionStorage, VISIT)) {
    const external = referrer && !referrer.startsWith(location.origin) ? referrer.slice(0, 500) : null;
    write(sessionStorage, VISIT, { landing_page: `${location.pathname}${withoutClickIds(location.search)}`.slice(0, 500), referrer: external });
  }
}

/** The attribution fields of a lead, from what was captured. */
export function currentAttribution(sourcePage: string): Attribution {
  const first = read<Touch>(localStorage, FIRST_TOUCH) ?? {};
  const last = read<Touch>(localStorage, LAST_TOUCH) ?? {};
  const visit = read<Visit>(sessionStorage, VISIT);
  return {
    source_page: sourcePage,
    ...last,
    first_utm_source: first.utm_source,
    first_utm_medium: first.utm_medium,
    first_utm_campaign: first.utm_campaign,
    first_utm_term: first.utm_term,
    first_utm_content: first.utm_content,
    landing_page: visit?.landing_page ?? null,
    referrer: visit?.referrer ?? null,
    ...currentClickIds(),
  };
}

/**
 * The visit's source for the page statistics: the first campaign's UTM source/medium/campaign, else the external
 * referrer's host (medium 'referral'), else '(direct)'. Nothing about the visitor, only where the visit came from.
 */
export function trafficSource(): { source: string; medium: string; campaign: string } {
  const first = read<Touch>(localStorage, FIRST_TOUCH);
  if (first?.utm_source || first?.utm_medium || first?.utm_campaign) {
    return { source: first.utm_source ?? '', medium: first.utm_medium ?? '', campaign: first.utm_campaign ?? '' };
  }
  const referrer = read<Visit>(sessionStorage, VISIT)?.referrer;
  const host = referrer ? hostOf(referrer) : null;
  return host ? { source: host, medium: 'referral', campaign: '' } : { source: '(direct)', medium: '(none)', campaign: '' };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
