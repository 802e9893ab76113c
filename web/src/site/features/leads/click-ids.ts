import type { Attribution, ClickIdField } from '@alicerce/domain';

/**
 * Ad click IDs sent with a lead or booking (issue #15): Google's `gclid`/`gbraid`/`wbraid` and Meta's `fbclid` from
 * the URL, and Meta's `_fbc`/`_fbp` cookie values.
 * - With marketing consent they are kept across pages in localStorage (the latest click of each platform), and
 *   `fbc` is built from an `fbclid` as Meta documents (`fb.1.<ms timestamp>.<fbclid>`) when there is no `_fbc` cookie.
 * - Without it, only the IDs in the URL of the page where the form is sent go with it; nothing is stored, no cookie read.
 * - Withdrawing the consent drops what was stored.
 * The stored record itself is the mark of the consent: it exists only while marketing is granted (`syncClickIds`,
 * called with every consent state the banner knows), so this feature reads no other feature's storage.
 */
const STORE = 'alicerce:click-ids';
const GOOGLE = ['gclid', 'gbraid', 'wbraid'] as const;
/** What the CMS accepts (domain/src/lead.ts): printable ASCII without spaces, at most 255 characters. */
const VALID = /^[\x21-\x7E]{1,255}$/;

type ClickIds = Partial<Record<ClickIdField, string>>;

const valid = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed && VALID.test(trimmed) ? trimmed : undefined;
};

function fromUrl(search: string): ClickIds {
  const params = new URLSearchParams(search);
  const ids: ClickIds = {};
  for (const key of [...GOOGLE, 'fbclid'] as const) {
    const value = valid(params.get(key));
    if (value) ids[key] = value;
  }
  return ids;
}

/**
 * A URL's query without the click IDs: the landing page is kept for every visitor (sessionStorage), so the IDs must not
 * ride along in it past the consent rule; they have their own fields.
 */
export function withoutClickIds(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...GOOGLE, 'fbclid']) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function cookie(cookies: string, name: string): string | undefined {
  const pair = cookies.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (!pair) return undefined;
  try {
    return valid(decodeURIComponent(pair.slice(name.length + 1)));
  } catch {
    return undefined;
  }
}

function stored(): ClickIds | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORE) ?? 'null');
    return value && typeof value === 'object' ? (value as ClickIds) : null;
  } catch {
    return null;
  }
}

/** A new click of a platform replaces that platform's IDs (a gclid does not outlive the gbraid of a later click). */
function merge(kept: ClickIds, url: ClickIds, now: number): ClickIds {
  const next = { ...kept };
  if (GOOGLE.some((key) => url[key])) for (const key of GOOGLE) next[key] = url[key];
  if (url.fbclid && url.fbclid !== kept.fbclid) Object.assign(next, { fbclid: url.fbclid, fbc: `fb.1.${now}.${url.fbclid}` });
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as ClickIds;
}

/**
 * Call with every consent state (at each page load and after each choice): with marketing granted, keeps this page's
 * click IDs; without, forgets every stored one.
 */
export function syncClickIds(marketing: boolean, location: Location = window.location, now = Date.now()) {
  try {
    if (!marketing) localStorage.removeItem(STORE);
    else localStorage.setItem(STORE, JSON.stringify(merge(stored() ?? {}, fromUrl(location.search), now)));
  } catch {
    // Storage blocked: the IDs of the form's own page still go with it.
  }
}

/** The click IDs to send with a form from this page. */
export function currentClickIds(location: Location = window.location, cookies: string = document.cookie, now = Date.now()): Partial<Attribution> {
  const url = fromUrl(location.search);
  const kept = stored();
  if (!kept) return url;
  const ids = merge(kept, url, now);
  const fbc = cookie(cookies, '_fbc');
  const fbp = cookie(cookies, '_fbp');
  return { ...ids, ...(fbc && { fbc }), ...(fbp && { fbp }) };
}
