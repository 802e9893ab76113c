import type { ReactNode } from 'react';

import { CompanyProvider } from '@/config/company-context';

import { QueryProvider } from './query-provider';
import { ToastProvider } from './snackbar-provider';

/** Data and notification providers. Theme + Emotion live in the root Layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <CompanyProvider>
        <ToastProvider>{children}</ToastProvider>
      </CompanyProvider>
    </QueryProvider>
  );
}
