import { queryAll, read, selector } from '@/site/lib/islands/selectors';
import { TOAST_CLOSE_LABEL, TOAST_MAX_VISIBLE, toastDuration, toastKey, toastRole, type ToastVariant } from '@/shared/lib/toast-rules';

import { keepToastsClear } from './toast-placement';
import { TOAST } from './toast-selectors';

/**
 * Toasts of the static public pages (no React there; the admin app uses notistack, shared/lib/toast.tsx), on the rules of
 * shared/lib/toast-rules.ts: a title and an optional description, success or error (the spec's "destructive" toasts), shown
 * where they cover no field and no action (toast-placement.ts: below the header if it can), one per form (`group`).
 */
export type { ToastVariant };
export type ToastOptions = { durationMs?: number; /** Toasts of one form: `dismissToasts(group)` clears them. */ group?: string };

const STYLE_ID = 'toast-styles';
const TOAST_CSS = `
.site-toasts{position:fixed;top:72px;left:16px;z-index:1400;display:grid;gap:8px;width:min(480px,calc(100vw - 32px));pointer-events:none}
.site-toast{pointer-events:auto;display:flex;gap:12px;align-items:flex-start;padding:12px 16px;border-radius:8px;color:#fff;box-shadow:var(--mui-shadows-6);font:inherit;font-size:.875rem;line-height:1.43;animation:site-toast-in .2s ease-out}
.site-toast strong{display:block}
.site-toast${selector(TOAST.variant, 'success')}{background:var(--mui-palette-success-dark,#1b5e20)}
.site-toast${selector(TOAST.variant, 'error')}{background:var(--mui-palette-error-dark,#b71c1c)}
.site-toast button{margin-left:auto;background:none;border:0;color:inherit;font:inherit;font-size:1.25rem;line-height:1;cursor:pointer;padding:0 4px;min-width:24px;min-height:24px}
@keyframes site-toast-in{from{opacity:0;transform:translateY(-8px)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){.site-toast{animation:none}}`;

const currentHost = () => document.querySelector<HTMLElement>('.site-toasts');

function container(): HTMLElement {
  let host = currentHost();
  if (host) return host;
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = TOAST_CSS;
    document.head.appendChild(style);
  }
  host = document.createElement('div');
  host.className = 'site-toasts';
  document.body.appendChild(host);
  return host;
}

export function showToast(variant: ToastVariant, title: string, description?: string, options: ToastOptions = {}): HTMLElement {
  const host = container();
  const key = toastKey(variant, title, description);
  const same = Array.from(host.children).find((toast) => read(toast, TOAST.key) === key) as HTMLElement | undefined;
  if (same) return same;
  // A form shows its latest problem only: its earlier toast gives way (no stack of validation toasts).
  if (options.group) dismissToasts(options.group);
  while (host.children.length >= TOAST_MAX_VISIBLE) host.firstElementChild?.remove();

  const toast = document.createElement('div');
  toast.className = 'site-toast';
  toast.setAttribute(TOAST.variant, variant);
  toast.setAttribute(TOAST.key, key);
  if (options.group) toast.setAttribute(TOAST.group, options.group);
  toast.setAttribute('role', toastRole(variant));
  const text = document.createElement('div');
  const strong = document.createElement('strong');
  strong.textContent = title;
  text.appendChild(strong);
  if (description) {
    const span = document.createElement('span');
    span.textContent = description;
    text.appendChild(span);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', TOAST_CLOSE_LABEL);
  close.textContent = '×';
  close.addEventListener('click', () => toast.remove());
  toast.append(text, close);
  host.appendChild(toast);
  keepToastsClear(currentHost);
  setTimeout(() => toast.remove(), toastDuration(variant, options.durationMs));
  return toast;
}

export const toast = {
  success: (title: string, description?: string, options?: ToastOptions) => showToast('success', title, description, options),
  error: (title: string, description?: string, options?: ToastOptions) => showToast('error', title, description, options),
};

/** Removes the toasts of one form (it was sent, or closed). */
export function dismissToasts(group: string) {
  for (const element of queryAll(document, TOAST.group, group)) element.remove();
}

const FLASH_KEY = 'alicerce:flash-toast';

/** A toast for the next page (a form's success, shown on /obrigado). */
export function flashToast(variant: ToastVariant, title: string, description?: string) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ variant, title, description }));
  } catch {
    // Storage blocked: the next page shows no toast; the page itself says what happened.
  }
}

/** Shows (once) the toast the previous page left. */
export function showFlashedToast() {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return;
    sessionStorage.removeItem(FLASH_KEY);
    const { variant, title, description } = JSON.parse(raw) as { variant: ToastVariant; title: string; description?: string };
    showToast(variant === 'error' ? 'error' : 'success', String(title), description ? String(description) : undefined);
  } catch {
    // Nothing usable stored.
  }
}
