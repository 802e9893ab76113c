import type { Availability } from '@alicerce/domain';
import { getPublic } from '@/site/lib/public-api';

export type AvailabilityRange = { from: string; to: string };

/** GET /api/bookings/availability: the taken slot times per day (only days with something taken are listed). */
export async function getAvailability({ from, to }: AvailabilityRange): Promise<Availability> {
  return (await getPublic<{ data: Availability }>('/bookings/availability', { from, to })).data;
}
