import { queryOptions } from '@tanstack/react-query';

import type { Company } from '@/shared/config/company';
import { buildTimeGet } from '@/site/lib/cms-build-client';
import { getPublic } from '@/site/lib/public-api';

/** The CMS's `company` single type (spec's {phone} / {email}). */
type CompanyRow = {
  name: string;
  phone_display: string;
  whatsapp_digits: string;
  email: string;
  city: string;
  state: string;
  opening_hours: string;
};

export const toCompany = (row: CompanyRow): Company => ({
  name: row.name,
  phoneDisplay: row.phone_display,
  whatsappDigits: row.whatsapp_digits,
  email: row.email,
  city: `${row.city} - ${row.state}`,
  hours: row.opening_hours,
});

/** Build-time read for the root `loader`; null when the CMS is unreachable (defaults then apply). */
export async function loadCompany(): Promise<Company | null> {
  const body = await buildTimeGet<{ data: CompanyRow | null }>('/company', { data: null });
  return body.data ? toCompany(body.data) : null;
}

export const companyQuery = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: async () => toCompany((await getPublic<{ data: CompanyRow }>('/company')).data),
    staleTime: 10 * 60 * 1000,
  });
