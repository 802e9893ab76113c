import type { Attribution, ContactFields } from '@alicerce/domain';
import { publicApiOnDemand as api } from '@/lib/api-on-demand';

export type CreateBookingInput = {
  fields: ContactFields;
  date: string;
  time: string;
  attribution: Attribution;
  honeypot: string;
  idempotencyKey: string;
};

export type CreatedBooking = { documentId: string; date: string; time: string; meeting_url: string };

/** POST /api/bookings. 409 when the slot was just taken; the idempotency key makes a retry safe. */
export async function createBooking({ fields, date, time, attribution, honeypot, idempotencyKey }: CreateBookingInput) {
  const response = await api.post(
    '/bookings',
    { data: { ...fields, date, time, ...attribution, website_url: honeypot } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return (response.data as { data: CreatedBooking }).data;
}
