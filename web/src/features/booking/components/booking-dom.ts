import type { Availability } from '@alicerce/domain';
import { contactForm } from '@/components/forms/contact-form-dom';

/** The booking form's error toasts: cleared once it is sent. */
export const TOAST_GROUP = 'booking';
export const CONFIRM_LABEL = 'Confirmar Agendamento';

export const all = <T extends Element>(root: ParentNode, selector: string) => Array.from(root.querySelectorAll<T>(selector));
export const one = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!;

/** The prerendered parts of /agendamento's flow (booking-flow.tsx) the island draws into. */
export function bookingParts(root: HTMLElement) {
  const step2 = one<HTMLFormElement>(root, 'form[data-step="2"]');
  const slotsBox = one<HTMLElement>(root, '[data-slots]');
  return {
    root,
    step1: one<HTMLElement>(root, '[data-step="1"]'),
    step2,
    title: one<HTMLElement>(root, '[data-calendar-title]'),
    cells: all<HTMLButtonElement>(root, '[data-calendar-week] button'),
    previousMonth: all<HTMLButtonElement>(root, '[data-calendar-month]')[0],
    slotsBox,
    slotButtons: all<HTMLButtonElement>(root, '[data-slot]'),
    slotGroup: one<HTMLElement>(slotsBox, '[role="group"]'),
    hint: one<HTMLElement>(root, '[data-slots-hint]'),
    slotsError: one<HTMLElement>(root, '[data-slots-error]'),
    continueButton: one<HTMLButtonElement>(root, '[data-continue]'),
    confirm: one<HTMLButtonElement>(step2, 'button[type="submit"]'),
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
