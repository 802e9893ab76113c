import { saoPauloNow, type Attribution, type LandingLeadFields } from '@alicerce/domain';

import { monthOf } from '../lib/calendar-dates';
import { shiftMonth } from '../lib/month-grid';

import { bindCalendarKeys, drawCalendar } from './booking-calendar-step';
import { bindDetails, showStep, toDetails } from './booking-details-step';
import { bookingParts, type Booking } from './booking-dom';
import { drawSlots, loadMonth } from './booking-slots-step';
import { bindSubmit } from './booking-submit-step';

export { REDIRECT_DELAY_MS } from './booking-submit-step';

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
    state: { now, month: monthOf(saoPauloNow(now).date), date: null, time: null, taken: null, loading: false, sending: false, checking: false, idempotencyKey: null, reads: new Map() },
  };
  const { state } = booking;
  const redraw = () => {
    drawCalendar(booking);
    drawSlots(booking);
  };

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const cell = target.closest<HTMLButtonElement>('[data-calendar-week] button');
    if (cell?.dataset.date && !cell.disabled) {
      state.date = cell.dataset.date;
      state.time = null;
      state.idempotencyKey = null;
      redraw();
      void loadMonth(booking);
      return;
    }
    const monthButton = target.closest<HTMLButtonElement>('[data-calendar-month]');
    if (monthButton && !monthButton.disabled) {
      state.month = shiftMonth(state.month, Number(monthButton.dataset.calendarMonth));
      drawCalendar(booking);
      void loadMonth(booking);
      return;
    }
    const slot = target.closest<HTMLButtonElement>('[data-slot]');
    if (slot && !slot.disabled) {
      state.time = slot.dataset.slot ?? null;
      state.idempotencyKey = null;
      drawSlots(booking);
      return;
    }
    if (target.closest('[data-continue]')) toDetails(booking);
    else if (target.closest('[data-back]') && !state.sending) showStep(booking, 1);
  });
  bindCalendarKeys(booking);
  bindDetails(booking);
  bindSubmit(booking, attribution);

  setInterval(() => {
    state.now = new Date();
    redraw();
  }, CLOCK_MS);
  redraw();
}
