import type { ConsentCategory } from '@alicerce/domain';

/** Bump when the categories or the texts change: older choices are asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = 'alicerce.consent';

export type ConsentCategories = Record<ConsentCategory, boolean>;
export type ConsentChoice = { version: number; date: string; categories: ConsentCategories };

/** Nothing non-essential before the visitor chooses (ANPD cookie guide). */
export const DEFAULT_CATEGORIES: ConsentCategories = { necessary: true, analytics: false, marketing: false };

/** `ready` is false while prerendering and hydrating: nothing is known about the visitor yet. */
type Snapshot = { ready: boolean; choice: ConsentChoice | null; preferencesOpen: boolean };

let snapshot: Snapshot = { ready: true, choice: null, preferencesOpen: false };
let loaded = false;
const listeners = new Set<() => void>();
const SERVER_SNAPSHOT: Snapshot = { ready: false, choice: null, preferencesOpen: false };

function parse(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (value.version !== CONSENT_VERSION || typeof value.date !== 'string' || !value.categories) return null;
    const { analytics, marketing } = value.categories;
    return { version: CONSENT_VERSION, date: value.date, categories: { necessary: true, analytics: analytics === true, marketing: marketing === true } };
  } catch {
    return null;
  }
}

function set(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
}

export function getConsentSnapshot(): Snapshot {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    try {
      snapshot = { ...snapshot, choice: parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)) };
    } catch {
      // Storage blocked: the banner asks on every page load.
    }
  }
  return snapshot;
}

export const getServerConsentSnapshot = () => SERVER_SNAPSHOT;

export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the choice (with its version and date) and tells every listener (scripts, Consent Mode). */
export function saveConsent(categories: Omit<ConsentCategories, 'necessary'>, now = new Date()): ConsentChoice {
  const choice: ConsentChoice = { version: CONSENT_VERSION, date: now.toISOString(), categories: { ...categories, necessary: true } };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage blocked: the choice holds for this page load only.
  }
  set({ choice, preferencesOpen: false });
  return choice;
}

export const acceptAll = () => saveConsent({ analytics: true, marketing: true });
export const rejectAll = () => saveConsent({ analytics: false, marketing: false });
export const openConsentPreferences = () => set({ preferencesOpen: true });
export const closeConsentPreferences = () => set({ preferencesOpen: false });

/** Granted categories of a choice; with no choice yet, only the necessary ones. */
export const grantedCategories = (choice: ConsentChoice | null): ConsentCategories => choice?.categories ?? DEFAULT_CATEGORIES;

/** Tests only: forget the in-memory state so the next read comes from storage again. */
export function resetConsentStoreForTests() {
  snapshot = { ready: true, choice: null, preferencesOpen: false };
  loaded = false;
}
