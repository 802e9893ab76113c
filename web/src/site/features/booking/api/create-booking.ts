import type { Attribution, ContactFields, LandingLeadFields } from '@alicerce/domain';
import { publicRequest } from '@/site/lib/public-api';

export type CreateBookingInput = {
  fields: ContactFields;
  date: string;
  time: string;
  /** The visit's attribution and, after a landing page, that page and its variant (site/features/landing/lib/landing-visit.ts). */
  attribution: Attribution & LandingLeadFields;
  honeypot: string;
  idempotencyKey: string;
};

export type CreatedBooking = { documentId: string; date: string; time: string; meeting_url: string };

/** POST /api/bookings. 409 when the slot was just taken; the idempotency key makes a retry safe. */
export async function createBooking({ fields, date, time, attribution, honeypot, idempotencyKey }: CreateBookingInput) {
  const response = await publicRequest<{ data: CreatedBooking }>('POST', '/bookings', {
    body: { data: { ...fields, date, time, ...attribution, website_url: honeypot } },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data;
}
