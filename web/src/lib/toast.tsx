import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

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

export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: 'success' | 'error') => (title: string, description?: string, options?: { durationMs?: number }) =>
      enqueueSnackbar(<ToastBody title={title} description={description} />, {
        variant,
        autoHideDuration: options?.durationMs ?? (variant === 'error' ? 7000 : 5000),
      });
    return { success: show('success'), error: show('error') };
  }, [enqueueSnackbar]);
}
