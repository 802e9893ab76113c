import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Footer } from '@/components/layout/footer';
import { renderStatic } from '@/testing/render-static';

import { CONSENT_STORAGE_KEY, CONSENT_VERSION, type ConsentCategories } from '../lib/consent-store';

import { ConsentManager } from './consent-manager';

const html = document.documentElement;
const none: ConsentCategories = { necessary: true, analytics: false, marketing: false };
const all: ConsentCategories = { necessary: true, analytics: true, marketing: true };

/**
 * A page with the footer and the consent banner, on a fresh page load: the consent store and its listeners are
 * module state, so each test gets its own copy of the island's modules.
 */
async function renderPage() {
  vi.resetModules();
  const consent = await import('./consent-island');
  const onGranted = vi.fn<(granted: ConsentCategories) => void>();
  const view = await renderStatic(
    <>
      <Footer />
      <ConsentManager />
    </>,
    { islands: { consent: { mount: (element, props) => consent.mount(element, props, { onGranted }) } } },
  );
  return { ...view, onGranted };
}

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { categories: ConsentCategories } | null;
const lastConsentUpdate = () => {
  const updates = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter(([command, kind]) => command === 'consent' && kind === 'update');
  return updates.at(-1)?.[2];
};
const banner = () => screen.getByRole('region', { name: 'Aviso de cookies' });
const preferences = () => screen.queryByRole('dialog', { name: 'Preferências de cookies' });
const toggle = (name: string) => within(preferences()!).getByRole('switch', { name }) as HTMLInputElement;

afterEach(() => {
  html.removeAttribute('data-consent-chosen');
  delete window.dataLayer;
  delete window.gtag;
});

describe('consent island', () => {
  it('asks a first-time visitor, granting only the necessary cookies until they choose', async () => {
    const { onGranted } = await renderPage();
    expect(within(banner()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Personalizar', 'Rejeitar todos', 'Aceitar todos']);
    expect(onGranted).toHaveBeenCalledExactlyOnceWith(none);
    expect(stored()).toBeNull();
    expect(html).not.toHaveAttribute('data-consent-chosen');
  });

  it("'Aceitar todos' stores the choice, hides the banner, updates Consent Mode and grants every category", async () => {
    const { user, onGranted } = await renderPage();
    await user.click(within(banner()).getByRole('button', { name: 'Aceitar todos' }));

    expect(stored()?.categories).toEqual(all);
    // The banner's CSS hides it under this attribute (the same the inline <head> script sets on the next pages).
    expect(html).toHaveAttribute('data-consent-chosen');
    expect(lastConsentUpdate()).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    expect(onGranted).toHaveBeenLastCalledWith(all);
  });

  it("'Rejeitar todos' stores the refusal and grants only the necessary cookies", async () => {
    const { user, onGranted } = await renderPage();
    await user.click(within(banner()).getByRole('button', { name: 'Rejeitar todos' }));

    expect(stored()?.categories).toEqual(none);
    expect(html).toHaveAttribute('data-consent-chosen');
    expect(lastConsentUpdate()).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    expect(onGranted).toHaveBeenCalledTimes(2);
    expect(onGranted).toHaveBeenLastCalledWith(none);
  });

  it("'Personalizar' opens the preferences: 'Necessários' always on, the others as chosen; 'Cancelar' stores nothing", async () => {
    const { user, onGranted } = await renderPage();
    expect(preferences()).toBeNull();

    await user.click(within(banner()).getByRole('button', { name: 'Personalizar' }));
    expect(toggle('Necessários')).toBeChecked();
    expect(toggle('Necessários')).toBeDisabled();
    expect(toggle('Analíticos')).not.toBeChecked();
    expect(toggle('Marketing')).not.toBeChecked();

    await user.click(toggle('Analíticos'));
    await user.click(within(preferences()!).getByRole('button', { name: 'Cancelar' }));
    expect(preferences()).toBeNull();
    expect(stored()).toBeNull();
    expect(onGranted).toHaveBeenCalledTimes(1);

    await user.click(within(banner()).getByRole('button', { name: 'Personalizar' }));
    expect(toggle('Analíticos')).not.toBeChecked();
    await user.click(toggle('Analíticos'));
    await user.click(within(preferences()!).getByRole('button', { name: 'Salvar preferências' }));

    expect(preferences()).toBeNull();
    expect(stored()?.categories).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(onGranted).toHaveBeenLastCalledWith({ necessary: true, analytics: true, marketing: false });
    expect(lastConsentUpdate()).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });

  it("opens the preferences from the footer's 'Preferências de cookies', showing a returning visitor's choice", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION, date: '2026-01-10T10:00:00.000Z', categories: { necessary: true, analytics: false, marketing: true } }));
    const { user, onGranted } = await renderPage();
    // What was chosen on an earlier visit is granted at once.
    expect(onGranted).toHaveBeenCalledExactlyOnceWith({ necessary: true, analytics: false, marketing: true });

    await user.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    expect(toggle('Analíticos')).not.toBeChecked();
    expect(toggle('Marketing')).toBeChecked();

    await user.click(toggle('Marketing'));
    await user.click(within(preferences()!).getByRole('button', { name: 'Salvar preferências' }));
    expect(stored()?.categories).toEqual(none);
    expect(onGranted).toHaveBeenLastCalledWith(none);
  });
});
