import { queryOptions } from '@tanstack/react-query';

import type { Availability } from '@alicerce/domain';
import { publicApiOnDemand as api } from '@/lib/api-on-demand';

export type AvailabilityRange = { from: string; to: string };

/** GET /api/bookings/availability: the taken slot times per day (only days with something taken are listed). */
export async function getAvailability({ from, to }: AvailabilityRange): Promise<Availability> {
  const response = await api.get('/bookings/availability', { params: { from, to } });
  return (response.data as { data: Availability }).data;
}

export const availabilityKeys = {
  all: ['bookings', 'availability'] as const,
  range: (range: AvailabilityRange) => [...availabilityKeys.all, range.from, range.to] as const,
};

/** Fetched in the browser only (the page is prerendered); short-lived because other visitors book too. */
export const availabilityQueryOptions = (range: AvailabilityRange) =>
  queryOptions({
    queryKey: availabilityKeys.range(range),
    queryFn: () => getAvailability(range),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
