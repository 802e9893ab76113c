import { PRIVACY_POLICY_VERSION, type ConsentAction, type ConsentCategory } from '@alicerce/domain';
import { randomId } from '@/site/lib/ids';

import { queueConsentRecord } from './consent-queue';

/** The privacy policy's version (domain/src/privacy.ts): a choice stored for another version is asked again. */
export const CONSENT_VERSION = PRIVACY_POLICY_VERSION;
export const CONSENT_STORAGE_KEY = 'alicerce.consent';

export type ConsentCategories = Record<ConsentCategory, boolean>;
/**
 * `id`: the random consent id this browser keeps with its choices, the same for all of them; each choice is recorded
 * under it in the CMS (proof of consent). A choice stored without one (written by hand) has none until the next.
 */
export type ConsentChoice = { version: number; id?: string; date: string; categories: ConsentCategories };

/** Nothing non-essential before the visitor chooses (ANPD cookie guide). */
export const DEFAULT_CATEGORIES: ConsentCategories = { necessary: true, analytics: false, marketing: false };

/** `ready` is false while prerendering and hydrating: nothing is known about the visitor yet. */
type Snapshot = { ready: boolean; choice: ConsentChoice | null; preferencesOpen: boolean };

let snapshot: Snapshot = { ready: true, choice: null, preferencesOpen: false };
let loaded = false;
const listeners = new Set<() => void>();

const CONSENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is stored, if it is an object (of any version). */
function read(raw: string | null): Partial<ConsentChoice> | null {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Partial<ConsentChoice>) : null;
  } catch {
    return null;
  }
}

/** The consent id kept in storage, also from a choice of an older version (the visitor's history stays one). */
const idOf = (value: Partial<ConsentChoice> | null) => (typeof value?.id === 'string' && CONSENT_ID.test(value.id) ? value.id : undefined);

function parse(value: Partial<ConsentChoice> | null): ConsentChoice | null {
  if (!value || value.version !== CONSENT_VERSION || typeof value.date !== 'string' || !value.categories) return null;
  const { analytics, marketing } = value.categories;
  return {
    version: CONSENT_VERSION,
    id: idOf(value),
    date: value.date,
    categories: { necessary: true, analytics: analytics === true, marketing: marketing === true },
  };
}

let keptId: string | undefined;

function set(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
}

export function getConsentSnapshot(): Snapshot {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    try {
      const stored = read(window.localStorage.getItem(CONSENT_STORAGE_KEY));
      keptId = idOf(stored);
      snapshot = { ...snapshot, choice: parse(stored) };
    } catch {
      // Storage blocked: the banner asks on every page load.
    }
  }
  return snapshot;
}

export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores the choice (with the consent id, its version and date), queues its record for the CMS (sent by
 * send-consent-records.ts) and tells every listener (scripts, Consent Mode, the sender).
 */
export function saveConsent(
  categories: Omit<ConsentCategories, 'necessary'>,
  action: ConsentAction = 'save_preferences',
  now = new Date(),
): ConsentChoice {
  getConsentSnapshot();
  keptId ??= randomId();
  const choice: ConsentChoice = {
    version: CONSENT_VERSION,
    id: keptId,
    date: now.toISOString(),
    categories: { necessary: true, analytics: categories.analytics, marketing: categories.marketing },
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage blocked: the choice holds for this page load only.
  }
  queueConsentRecord({
    consent_id: keptId,
    categories: { ...choice.categories, necessary: true },
    policy_version: CONSENT_VERSION,
    action,
    chosen_at: choice.date,
  });
  set({ choice, preferencesOpen: false });
  return choice;
}

export const acceptAll = () => saveConsent({ analytics: true, marketing: true }, 'accept_all');
export const rejectAll = () => saveConsent({ analytics: false, marketing: false }, 'reject_all');

/** Granted categories of a choice; with no choice yet, only the necessary ones. */
export const grantedCategories = (choice: ConsentChoice | null): ConsentCategories => choice?.categories ?? DEFAULT_CATEGORIES;

/** Tests only: forget the in-memory state so the next read comes from storage again. @internal */
export function resetConsentStoreForTests() {
  snapshot = { ready: true, choice: null, preferencesOpen: false };
  loaded = false;
  keptId = undefined;
}
