import type { ReactNode } from 'react';

import { CompanyProvider } from '@/shared/config/company-context';
import { ToastHost } from '@/shared/lib/toast';

import { QueryProvider } from './query-provider';

/** Data and notification providers. Theme + Emotion live in the root Layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <CompanyProvider>
        {children}
        <ToastHost />
      </CompanyProvider>
    </QueryProvider>
  );
}
