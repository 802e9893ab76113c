import { saoPauloNow, type Attribution, type LandingLeadFields } from '@alicerce/domain';
import { everyWhileConnected } from '@/site/lib/dom/every-while-connected';
import { closest, read } from '@/site/lib/islands/selectors';

import { BOOKING } from '../lib/booking-selectors';
import { monthOf } from '../lib/calendar-dates';
import { shiftMonth } from '../lib/month-grid';

import { bindCalendarKeys, drawCalendar } from './booking-calendar-step';
import { bindDetails, showStep, toDetails } from './booking-details-step';
import { bookingParts, type Booking } from './booking-dom';
import { drawSlots, loadMonth } from './booking-slots-step';
import { bindSubmit } from './booking-submit-step';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    booking: undefined;
  }
}

/** Slots that start while the page is open become unavailable: the time is read again this often. */
const CLOCK_MS = 30_000;

type Options = { attribution: () => Attribution & LandingLeadFields };

/**
 * The booking flow of /agendamento, one module per step: the month calendar (booking-calendar-step.ts), the day's
 * free slots from the CMS (booking-slots-step.ts), 'Continuar' to the visitor's details (booking-details-step.ts) and
 * the booking sent (booking-submit-step.ts). Here: the taps of step 1 and the clock.
 */
export function mount(root: HTMLElement, _props: unknown, { attribution }: Options) {
  const now = new Date();
  const booking: Booking = {
    parts: bookingParts(root),
    state: {
      now,
      month: monthOf(saoPauloNow(now).date),
      date: null,
      time: null,
      taken: null,
      loading: false,
      sending: false,
      checking: false,
      idempotencyKey: null,
      reads: new Map(),
    },
  };
  const { state } = booking;
  const redraw = () => {
    drawCalendar(booking);
    drawSlots(booking);
  };

  root.addEventListener('click', (event) => {
    const { target } = event;
    const cell = closest<HTMLButtonElement>(target, BOOKING.date);
    const date = cell && read(cell, BOOKING.date);
    if (cell && date && !cell.disabled) {
      state.date = date;
      state.time = null;
      state.idempotencyKey = null;
      redraw();
      void loadMonth(booking);
      return;
    }
    const monthButton = closest<HTMLButtonElement>(target, BOOKING.calendarMonth);
    if (monthButton && !monthButton.disabled) {
      state.month = shiftMonth(state.month, Number(read(monthButton, BOOKING.calendarMonth)));
      drawCalendar(booking);
      void loadMonth(booking);
      return;
    }
    const slot = closest<HTMLButtonElement>(target, BOOKING.slot);
    if (slot && !slot.disabled) {
      state.time = read(slot, BOOKING.slot);
      state.idempotencyKey = null;
      drawSlots(booking);
      return;
    }
    if (closest(target, BOOKING.continue)) toDetails(booking);
    else if (closest(target, BOOKING.back) && !state.sending) showStep(booking, 1);
  });
  bindCalendarKeys(booking);
  bindDetails(booking);
  bindSubmit(booking, attribution);

  everyWhileConnected(root, CLOCK_MS, () => {
    state.now = new Date();
    redraw();
  });
  redraw();
}
