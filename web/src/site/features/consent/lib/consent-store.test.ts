import { beforeEach, describe, expect, it } from 'vitest';

import { PRIVACY_POLICY_VERSION } from '@alicerce/domain';

import { consentModeUpdate } from './consent-mode';
import { pendingConsentRecords, resetConsentQueueForTests } from './consent-queue';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  acceptAll,
  getConsentSnapshot,
  grantedCategories,
  rejectAll,
  resetConsentStoreForTests,
  saveConsent,
  subscribeConsent,
} from './consent-store';

beforeEach(() => {
  localStorage.clear();
  resetConsentStoreForTests();
  resetConsentQueueForTests();
});

describe('consent store', () => {
  it('starts with no choice and only the necessary category granted', () => {
    const { choice } = getConsentSnapshot();
    expect(choice).toBeNull();
    expect(grantedCategories(choice)).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it('remembers the choice in localStorage with its consent id, version and date', () => {
    saveConsent({ analytics: true, marketing: false }, 'save_preferences', new Date('2026-11-22T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      version: CONSENT_VERSION,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      date: '2026-11-22T10:00:00.000Z',
      categories: { necessary: true, analytics: true, marketing: false },
    });
    resetConsentStoreForTests();
    expect(getConsentSnapshot().choice?.categories).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it('accept all / reject all', () => {
    expect(acceptAll().categories).toEqual({ necessary: true, analytics: true, marketing: true });
    expect(rejectAll().categories).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(getConsentSnapshot().choice?.categories.marketing).toBe(false);
  });

  it('asks again when the stored choice has another version or is broken', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION - 1, date: 'x', categories: { marketing: true } }));
    expect(getConsentSnapshot().choice).toBeNull();
    resetConsentStoreForTests();
    localStorage.setItem(CONSENT_STORAGE_KEY, '{nope');
    expect(getConsentSnapshot().choice).toBeNull();
  });

  it('keeps one consent id for every choice of this browser, also across policy versions', () => {
    const id = acceptAll().id;
    resetConsentStoreForTests();
    expect(rejectAll().id).toBe(id);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION - 1, id, date: 'x', categories: {} }));
    resetConsentStoreForTests();
    expect(getConsentSnapshot().choice).toBeNull();
    expect(acceptAll().id).toBe(id);
  });

  it('queues a record of each choice for the CMS: id, categories, policy version, action and time, nothing else', () => {
    const choice = rejectAll();
    expect(pendingConsentRecords()).toEqual([
      {
        consent_id: choice.id,
        categories: { necessary: true, analytics: false, marketing: false },
        policy_version: PRIVACY_POLICY_VERSION,
        action: 'reject_all',
        chosen_at: choice.date,
      },
    ]);
  });

  it('necessary is always granted, whatever is stored', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, date: 'd', categories: { necessary: false, analytics: 'yes' } }),
    );
    expect(getConsentSnapshot().choice?.categories).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it('tells subscribers about a new choice and closes the preferences', () => {
    let calls = 0;
    const unsubscribe = subscribeConsent(() => calls++);
    acceptAll();
    unsubscribe();
    expect(calls).toBe(1);
    expect(getConsentSnapshot().preferencesOpen).toBe(false);
  });

  it('maps the choice to Consent Mode v2 signals', () => {
    expect(consentModeUpdate({ necessary: true, analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
  });
});
