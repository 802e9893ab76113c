import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { Company } from '@/shared/config/company';
import { CompanyProvider } from '@/shared/config/company-context';

import { companyQuery } from './api/get-company';

/**
 * Company contact data for every component (via useCompany()): the build-time copy first, so the
 * prerendered HTML already has it, then the CMS's current values.
 */
export function LiveCompanyProvider({ initial, children }: { initial: Company | null; children: ReactNode }) {
  const { data } = useQuery({ ...companyQuery(), placeholderData: initial ?? undefined });
  return <CompanyProvider value={data ?? initial ?? undefined}>{children}</CompanyProvider>;
}
