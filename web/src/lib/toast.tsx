import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';

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

/** Where the toasts appear (bottom centre, at most three). Mounted once by the app providers. */
export function ToastHost() {
  const hydrated = useIsHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarProvider maxSnack={3} autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <HostReady />
      </SnackbarProvider>
    </Suspense>
  );
}

const show =
  (variant: 'success' | 'error') =>
  (title: string, description?: string, options?: { durationMs?: number }) => {
    void hostReady
      .then(() => import('notistack'))
      .then(({ enqueueSnackbar }) =>
        enqueueSnackbar(<ToastBody title={title} description={description} />, {
          variant,
          autoHideDuration: options?.durationMs ?? (variant === 'error' ? 7000 : 5000),
        }),
      );
  };

const toast: Toast = { success: show('success'), error: show('error') };

export function useToast(): Toast {
  return toast;
}
