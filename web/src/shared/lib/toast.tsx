import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo } from 'react';

import { TOAST_MAX_VISIBLE, toastDuration, toastKey, type ToastVariant } from './toast-rules';
import { useIsHydrated } from './use-is-hydrated';

/** Toast with a bold title and an optional description line (the spec's "title / description" pairs). */
function ToastBody({ title, description }: { title: string; description?: string }) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {description && <Box component="span">{description}</Box>}
    </Box>
  );
}

export type Toast = {
  success: (title: string, description?: string, options?: { durationMs?: number }) => void;
  /** The spec's "destructive" toasts. */
  error: (title: string, description?: string, options?: { durationMs?: number }) => void;
};

// notistack is not part of any page's first load: its provider is mounted once the page is interactive
// (nothing can be toasted before that), and a toast waits for it.
const SnackbarProvider = lazy(() => import('notistack').then((module) => ({ default: module.SnackbarProvider })));
let markHostReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  markHostReady = resolve;
});

function HostReady() {
  useEffect(() => markHostReady(), []);
  return null;
}

/**
 * Where the toasts appear, on the rules of shared/lib/toast-rules.ts: top centre, where they cover no dialog's Salvar/Cancelar
 * and no form's submit button (the bottom centre sat on them). Mounted once by the app providers.
 */
export function ToastHost() {
  const hydrated = useIsHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarProvider
        maxSnack={TOAST_MAX_VISIBLE}
        autoHideDuration={toastDuration('success')}
        preventDuplicate
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <HostReady />
      </SnackbarProvider>
    </Suspense>
  );
}

const show = (variant: ToastVariant) => (title: string, description?: string, options?: { durationMs?: number }) => {
  const key = toastKey(variant, title, description);
  void hostReady
    .then(() => import('notistack'))
    .then(({ enqueueSnackbar }) =>
      enqueueSnackbar(<ToastBody title={title} description={description} />, {
        key,
        variant,
        autoHideDuration: toastDuration(variant, options?.durationMs),
      }),
    );
  return key;
};

const closeToasts = (keys: Iterable<string>) => {
  const list = [...keys];
  if (list.length === 0) return;
  void import('notistack').then(({ closeSnackbar }) => list.forEach((key) => closeSnackbar(key)));
};

const toast: Toast = { success: show('success'), error: show('error') };

export function useToast(): Toast {
  return toast;
}

export type FormToast = Toast & { /** Closes the form's error toasts (it was sent again, or left). */ clear: () => void };

/**
 * The toasts of one form or dialog: its error toasts are its own, so a new error replaces the previous one (never
 * two validation toasts stacked), a success clears them (the form was sent) and they close with the form (a dialog
 * unmounted on close takes them along; they do not follow the admin to another tab). Success toasts outlive it.
 */
export function useFormToasts(): FormToast {
  const formToast = useMemo(() => {
    const open = new Set<string>();
    const clear = () => {
      closeToasts(open);
      open.clear();
    };
    return {
      clear,
      error: (title: string, description?: string, options?: { durationMs?: number }) => {
        const key = toastKey('error', title, description);
        closeToasts([...open].filter((other) => other !== key));
        open.clear();
        open.add(show('error')(title, description, options));
      },
      success: (title: string, description?: string, options?: { durationMs?: number }) => {
        clear();
        show('success')(title, description, options);
      },
    };
  }, []);
  useEffect(() => formToast.clear, [formToast]);
  return formToast;
}
