import type { BookingState, ClickIdField, LeadStatus, Outcome } from '@alicerce/domain';

/** The ad click IDs stored with a lead or booking (#15), null when none came. */
export type ClickIds = Partial<Record<ClickIdField, string | null>>;

/** What a lead or booking produced (#15), set by an admin: who (e-mail) and when are the CMS's. */
export type OutcomeFields = {
  outcome?: Outcome | null;
  /** R$; the CMS's decimal column may come as a string. */
  outcome_value?: number | string | null;
  outcome_set_by?: string | null;
  outcome_set_at?: string | null;
};

/** A lead as `GET /api/leads` returns it to an admin. */
export type Lead = ClickIds &
  OutcomeFields & {
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
    /** When it last changed: what a bulk action sends as the version the list showed. */
    updatedAt: string;
    /** When its personal fields were replaced (LGPD request or retention job); null while they are kept. */
    anonymised_at?: string | null;
  };

/** A booking as `GET /api/bookings` returns it to an admin. */
export type Booking = ClickIds &
  OutcomeFields & {
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
    /** When it last changed: what a bulk action sends as the version the list showed. */
    updatedAt: string;
    /** When its personal fields were replaced (LGPD request or retention job); null while they are kept. */
    anonymised_at?: string | null;
  };
