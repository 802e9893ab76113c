/**
 * The rules every toast of the site follows, in one place: the static pages' DOM toasts (site/lib/dom/toast.ts, no React
 * there) and the React app's notistack toasts (shared/lib/toast.tsx). Both show at the top, where they cover no field and no
 * form's or dialog's action (the DOM toasts also step out of a field's way: site/lib/dom/toast-placement.ts), at most
 * three at once, never the same message twice at once, and one error per form: its latest.
 */
export type ToastVariant = 'success' | 'error';

export const TOAST_MAX_VISIBLE = 3;

/** Errors stay longer (they are read and acted on), successes go sooner. */
export const toastDuration = (variant: ToastVariant, override?: number) => override ?? (variant === 'error' ? 7000 : 5000);

/** One key per message: a message already on screen is not shown a second time. */
export const toastKey = (variant: ToastVariant, title: string, description?: string) => `${variant}\n${title}\n${description ?? ''}`;

/** Errors interrupt (alert), successes wait their turn (status). */
export const toastRole = (variant: ToastVariant) => (variant === 'error' ? 'alert' : 'status');

export const TOAST_CLOSE_LABEL = 'Fechar aviso';
