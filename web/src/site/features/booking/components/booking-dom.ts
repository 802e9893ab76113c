import type { Availability } from '@alicerce/domain';
import { contactForm } from '@/site/components/forms/contact-form-dom';
import { query, queryAll, type DataAttribute } from '@/site/lib/islands/selectors';

import { BOOKING, type BookingStep } from '../lib/booking-selectors';

/** The booking form's error toasts: cleared once it is sent. */
export const TOAST_GROUP = 'booking';
export const CONFIRM_LABEL = 'Confirmar Agendamento';

/** A part the flow's markup always has (booking-flow.tsx). */
export const one = <T extends Element = HTMLElement>(root: ParentNode, name: DataAttribute, value?: string | number) => query<T>(root, name, value)!;
/** The day buttons of the calendar, week by week. */
export const dayCells = (root: ParentNode) => queryAll(root, BOOKING.calendarWeek).flatMap((week) => Array.from(week.querySelectorAll('button')));

/** The prerendered parts of /agendamento's flow (booking-flow.tsx) the island draws into. */
export function bookingParts(root: HTMLElement) {
  const step2 = one<HTMLFormElement>(root, BOOKING.step, 2 satisfies BookingStep);
  const slotsBox = one(root, BOOKING.slots);
  return {
    root,
    step1: one(root, BOOKING.step, 1 satisfies BookingStep),
    step2,
    title: one(root, BOOKING.calendarTitle),
    cells: dayCells(root),
    previousMonth: one<HTMLButtonElement>(root, BOOKING.calendarMonth, -1),
    slotsBox,
    slotButtons: queryAll<HTMLButtonElement>(root, BOOKING.slot),
    slotGroup: slotsBox.querySelector<HTMLElement>('[role="group"]')!,
    hint: one(root, BOOKING.slotsHint),
    slotsError: one(root, BOOKING.slotsError),
    continueButton: one<HTMLButtonElement>(root, BOOKING.continue),
    confirm: step2.querySelector<HTMLButtonElement>('button[type="submit"]')!,
    contact: contactForm(step2),
  };
}

/** What the visitor chose and what the island knows, shared by the steps. */
export type BookingState = {
  now: Date;
  /** The month shown, YYYY-MM. */
  month: string;
  date: string | null;
  time: string | null;
  /** The taken slots read so far, by day. */
  taken: Availability | null;
  loading: boolean;
  sending: boolean;
  checking: boolean;
  /** One per data and slot: the same booking sent twice is stored once. */
  idempotencyKey: string | null;
  /** The reads of taken slots, by month range (read once; again after a refusal). */
  reads: Map<string, Promise<Availability>>;
};

/** One booking flow on the page: its parts and its state, handed to each step. */
export type Booking = { parts: ReturnType<typeof bookingParts>; state: BookingState };
