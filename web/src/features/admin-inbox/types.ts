import type { BookingState, ClickIdField, LeadStatus } from '@alicerce/domain';

/** The ad click IDs stored with a lead or booking (#15), null when none came. */
export type ClickIds = Partial<Record<ClickIdField, string | null>>;

/** A lead as `GET /api/leads` returns it to an admin. */
export type Lead = ClickIds & {
  documentId: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  message: string | null;
  source_page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  lead_status: LeadStatus;
  createdAt: string;
  /** When its personal fields were replaced (LGPD request or retention job); null while they are kept. */
  anonymised_at?: string | null;
};

/** A booking as `GET /api/bookings` returns it to an admin. */
export type Booking = ClickIds & {
  documentId: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  message: string | null;
  /** YYYY-MM-DD (São Paulo wall-clock date). */
  date: string;
  /** HH:mm. */
  time: string;
  meeting_url: string | null;
  booking_state: BookingState;
  createdAt: string;
  /** When its personal fields were replaced (LGPD request or retention job); null while they are kept. */
  anonymised_at?: string | null;
};
