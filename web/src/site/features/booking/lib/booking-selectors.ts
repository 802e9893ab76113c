import type { Selectors } from '@/site/lib/islands/selectors';

/** The parts of /agendamento's flow its island draws into (booking-flow.tsx, booking-calendar.tsx, time-slot-picker.tsx ↔ booking-*.ts). */
export const BOOKING = {
  /** On each step's section: its number (`BookingStep`). */
  step: 'data-step',
  /** The month's name. */
  calendarTitle: 'data-calendar-title',
  /** On the previous/next month buttons: the months they move by (-1, 1). */
  calendarMonth: 'data-calendar-month',
  /** A week row of day buttons. */
  calendarWeek: 'data-calendar-week',
  /** On a day button, by the island: its date (YYYY-MM-DD; empty for a cell outside the month). */
  date: 'data-date',
  /** The box of the day's slots (hidden until a day is chosen). */
  slots: 'data-slots',
  /** On a slot button: its time (HH:MM). */
  slot: 'data-slot',
  /** Said when the taken slots could not be read. */
  slotsError: 'data-slots-error',
  /** 'Selecione uma data…', until a day is chosen. */
  slotsHint: 'data-slots-hint',
  continue: 'data-continue',
  /** Step 2's heading of the chosen day and time. */
  chosenDate: 'data-chosen-date',
  chosenTime: 'data-chosen-time',
  /** 'Alterar' and 'Voltar': back to step 1. */
  back: 'data-back',
} as const satisfies Selectors;

export type BookingStep = 1 | 2;
