import { FOOTER_ACTIONS } from '@/site/components/layout/footer-selectors';
import { closeDialog, dialogById, openDialog } from '@/site/lib/dom/dialog';
import { closest, query, read } from '@/site/lib/islands/selectors';

import { CONSENT_DIALOG_ID } from '../lib/consent-dialog-id';
import { updateConsentMode } from '../lib/consent-mode';
import { pendingConsentRecords } from '../lib/consent-queue';
import { CONSENT, type ConsentAction } from '../lib/consent-selectors';
import {
  acceptAll,
  getConsentSnapshot,
  grantedCategories,
  rejectAll,
  saveConsent,
  subscribeConsent,
  type ConsentCategories,
} from '../lib/consent-store';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    consent: undefined;
  }
}

export type ConsentIslandOptions = {
  /** Called at once with what is granted (only 'necessary' before a choice), and again after every choice. */
  onGranted?: (granted: ConsentCategories) => void;
};

/**
 * While the banner shows, the page gets as much room at its end as the banner is tall (the footer stays reachable).
 * Measured by a ResizeObserver, after the browser's own layout: reading the height at once would force one more.
 */
function reserveRoomFor(banner: HTMLElement): () => void {
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(
          ([entry]) => (document.body.style.paddingBottom = `${Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? banner.offsetHeight)}px`),
        )
      : null;
  if (observer) observer.observe(banner);
  else document.body.style.paddingBottom = `${banner.offsetHeight}px`;
  return () => {
    observer?.disconnect();
    document.body.style.paddingBottom = '';
  };
}

/** Sends the queued consent records; the sender's code is only downloaded when there is something to send. */
const sendRecords = () =>
  void import('../lib/send-consent-records')
    .then(({ sendConsentRecords }) => sendConsentRecords())
    .catch((error: unknown) => console.error('Consent records not sent', error));

/** Sets each switch from the stored choice (or none: only 'Necessários'), as MUI would draw it checked or not. */
function showChoice(form: HTMLFormElement, granted: ConsentCategories) {
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]'))) {
    input.checked = input.name === 'necessary' || granted[input.name as keyof ConsentCategories] === true;
    input.closest('.MuiSwitch-switchBase')?.classList.toggle('Mui-checked', input.checked);
  }
}

/**
 * The banner's three buttons, the preferences dialog (from the banner or the footer link) with its own 'Rejeitar
 * todos' / 'Aceitar todos', Consent Mode updates, `onGranted` for the site's tag snippets, and the record of every
 * choice for the CMS (queued at once, sent now; what could not be sent goes on the next page load).
 */
export function mount(root: HTMLElement, _props: unknown, { onGranted }: ConsentIslandOptions = {}) {
  const banner = query(root, CONSENT.banner);
  const dialog = dialogById(CONSENT_DIALOG_ID);
  const form = dialog && query<HTMLFormElement>(dialog, CONSENT.form);
  let releaseRoom = getConsentSnapshot().choice || !banner ? () => {} : reserveRoomFor(banner);

  const openPreferences = () => {
    if (!dialog || !form) return;
    showChoice(form, grantedCategories(getConsentSnapshot().choice));
    openDialog(dialog);
  };

  form?.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    input.closest('.MuiSwitch-switchBase')?.classList.toggle('Mui-checked', input.checked);
  });
  root.addEventListener('click', (event) => {
    const button = closest(event.target, CONSENT.action);
    const action = button && (read(button, CONSENT.action) as ConsentAction);
    if (action === 'accept' || action === 'reject') {
      (action === 'accept' ? acceptAll : rejectAll)();
      if (dialog) closeDialog(dialog);
    } else if (action === 'customize') openPreferences();
    else if (action === 'cancel' && dialog) closeDialog(dialog);
  });
  // 'Salvar preferências' is the form's submit button: the switches are stored.
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const checked = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked === true;
    saveConsent({ analytics: checked('analytics'), marketing: checked('marketing') });
    if (dialog) closeDialog(dialog);
  });
  document.addEventListener('click', (event) => {
    if (closest(event.target, FOOTER_ACTIONS.openCookiePreferences)) openPreferences();
  });

  subscribeConsent(() => {
    const { choice } = getConsentSnapshot();
    if (!choice) return;
    document.documentElement.setAttribute(CONSENT.chosen, '');
    releaseRoom();
    releaseRoom = () => {};
    // gtag('consent','update', …) on every choice (a stored one was already replayed by the inline <head> script).
    updateConsentMode(choice.categories);
    onGranted?.(choice.categories);
    sendRecords();
  });
  onGranted?.(grantedCategories(getConsentSnapshot().choice));
  // Choices an earlier page could not deliver (offline, the CMS down, the page left too soon).
  if (pendingConsentRecords().length) sendRecords();
}
