import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ConsentRecordInput } from '@alicerce/domain';
import { Footer } from '@/site/components/layout/footer';
import { server } from '@/shared/testing/mocks/server';
import { renderStatic } from '@/site/testing/render-static';

import { CONSENT_QUEUE_KEY } from '../lib/consent-queue';
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

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { id?: string; categories: ConsentCategories } | null;
const queued = () => JSON.parse(localStorage.getItem(CONSENT_QUEUE_KEY) ?? '[]') as ConsentRecordInput[];

/** The consent records the CMS received (POST /api/consent-records), and how it answers the next ones. */
let received: ConsentRecordInput[] = [];
let cmsAnswer: () => Response = () => HttpResponse.json({ data: { received: true } }, { status: 201 });
beforeEach(() => {
  received = [];
  cmsAnswer = () => HttpResponse.json({ data: { received: true } }, { status: 201 });
  server.use(
    http.post('*/api/consent-records', async ({ request }) => {
      const answer = cmsAnswer();
      if (answer.ok) received.push(((await request.json()) as { data: ConsentRecordInput }).data);
      return answer;
    }),
  );
});
const lastConsentUpdate = () => {
  const updates = (window.dataLayer ?? [])
    .map((args) => Array.from(args as ArrayLike<unknown>))
    .filter(([command, kind]) => command === 'consent' && kind === 'update');
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
    expect(
      within(banner())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Personalizar', 'Rejeitar todos', 'Aceitar todos']);
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
    expect(lastConsentUpdate()).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
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
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        version: CONSENT_VERSION,
        date: '2026-01-10T10:00:00.000Z',
        categories: { necessary: true, analytics: false, marketing: true },
      }),
    );
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

describe('consent proof', () => {
  const footerPreferences = async (user: Awaited<ReturnType<typeof renderPage>>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    return preferences()!;
  };

  it("records 'Aceitar todos' in the CMS under the random id kept with the choice, with the policy version", async () => {
    const { user } = await renderPage();
    await user.click(within(banner()).getByRole('button', { name: 'Aceitar todos' }));

    await vi.waitFor(() => expect(received).toHaveLength(1));
    const id = stored()?.id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(received[0]).toEqual({
      consent_id: id,
      categories: all,
      policy_version: CONSENT_VERSION,
      action: 'accept_all',
      chosen_at: expect.any(String),
    });
    expect(Object.keys(received[0]).sort()).toEqual(['action', 'categories', 'chosen_at', 'consent_id', 'policy_version']);
    await vi.waitFor(() => expect(queued()).toEqual([]));
  });

  it("the preferences reopened from the footer offer 'Rejeitar todos' and 'Aceitar todos', each deciding at once and recorded under the same id", async () => {
    const { user, onGranted } = await renderPage();
    await user.click(within(banner()).getByRole('button', { name: 'Aceitar todos' }));
    const id = stored()?.id;

    const dialog = await footerPreferences(user);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Rejeitar todos', 'Aceitar todos', 'Cancelar', 'Salvar preferências']);
    // A form with its submit button (an outside checker flags a form without one): saving is submitting it.
    expect(dialog.querySelectorAll('form button[type="submit"]')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Salvar preferências' })).toHaveAttribute('type', 'submit');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar todos' }));
    expect(preferences()).toBeNull();
    expect(stored()).toMatchObject({ id, categories: none });
    expect(onGranted).toHaveBeenLastCalledWith(none);
    expect(lastConsentUpdate()).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });

    await user.click(within(await footerPreferences(user)).getByRole('button', { name: 'Aceitar todos' }));
    expect(preferences()).toBeNull();
    expect(stored()).toMatchObject({ id, categories: all });
    expect(onGranted).toHaveBeenLastCalledWith(all);

    await vi.waitFor(() =>
      expect(received.map((record) => [record.consent_id, record.action])).toEqual([
        [id, 'accept_all'],
        [id, 'reject_all'],
        [id, 'accept_all'],
      ]),
    );
  });

  it("records 'Salvar preferências' with the switches as they were saved", async () => {
    const { user } = await renderPage();
    await user.click(within(banner()).getByRole('button', { name: 'Personalizar' }));
    await user.click(toggle('Marketing'));
    await user.click(within(preferences()!).getByRole('button', { name: 'Salvar preferências' }));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ action: 'save_preferences', categories: { necessary: true, analytics: false, marketing: true } });
  });

  it('a record the CMS could not take stays queued, the choice holds, and the next page load sends it', async () => {
    cmsAnswer = () => HttpResponse.json({ error: { message: 'Erro interno' } }, { status: 503 });
    const first = await renderPage();
    await first.user.click(within(banner()).getByRole('button', { name: 'Rejeitar todos' }));
    await vi.waitFor(() => expect(queued()).toHaveLength(1));
    // Let the failed send finish: the record must still be there afterwards.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queued()).toMatchObject([{ consent_id: stored()?.id, action: 'reject_all' }]);
    expect(stored()?.categories).toEqual(none);
    expect(received).toEqual([]);

    document.body.replaceChildren();
    cmsAnswer = () => HttpResponse.json({ data: { received: true } }, { status: 201 });
    await renderPage();
    await vi.waitFor(() => expect(received).toMatchObject([{ consent_id: stored()?.id, action: 'reject_all' }]));
    await vi.waitFor(() => expect(queued()).toEqual([]));
  });

  it('a record the CMS refuses as invalid is dropped, and said so in the console, not retried forever', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    cmsAnswer = () => HttpResponse.json({ error: { message: 'Categorias de consentimento inválidas' } }, { status: 400 });
    const { user } = await renderPage();
    await user.click(within(banner()).getByRole('button', { name: 'Aceitar todos' }));
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'Consent record refused by the CMS',
        'Categorias de consentimento inválidas',
        expect.objectContaining({ action: 'accept_all' }),
      ),
    );
    expect(queued()).toEqual([]);
  });
});
