import { setButtonState } from '@/site/components/forms/field-dom';
import { read } from '@/site/lib/islands/selectors';

import { getAvailability } from '../api/get-availability';
import { BOOKING } from '../lib/booking-selectors';
import { bookableMonthRange } from '../lib/calendar-dates';
import { slotStates } from '../lib/slot-states';

import type { Booking } from './booking-dom';

const REASON = { taken: 'indisponível', past: 'horário encerrado' } as const;

/** Step 1, the chosen day's slots: free, taken or passed; 'Continuar' once a day and a time are chosen. */
export function drawSlots({ parts, state }: Booking) {
  const { date, loading } = state;
  parts.hint.hidden = date !== null;
  parts.slotsBox.hidden = date === null;
  if (!date) return;
  // While the month's taken slots are read, the slots are drawn as placeholders (time-slot-picker.tsx), not as taken.
  parts.slotGroup.setAttribute('aria-busy', String(loading));
  const states = slotStates(date, state.now, state.taken?.[date] ?? []);
  for (const button of parts.slotButtons) {
    const slot = states.find((one) => one.time === read(button, BOOKING.slot));
    button.disabled = loading || !slot || slot.disabled;
    button.title = slot?.reason ? `${slot.time} (${REASON[slot.reason]})` : '';
    button.setAttribute('aria-pressed', String(read(button, BOOKING.slot) === state.time && !button.disabled));
  }
  if (state.time && parts.slotButtons.find((button) => read(button, BOOKING.slot) === state.time)?.disabled && !loading) state.time = null;
  setButtonState(parts.continueButton, { disabled: !date || !state.time });
}

/** The taken slots of the shown month, read once per month range (again after a refusal). */
export async function loadMonth(booking: Booking) {
  const { parts, state } = booking;
  const range = bookableMonthRange(state.month, state.now);
  if (!range) return;
  const key = `${range.from}/${range.to}`;
  let read = state.reads.get(key);
  if (!read) {
    read = getAvailability(range);
    state.reads.set(key, read);
  }
  state.loading = true;
  drawSlots(booking);
  try {
    state.taken = { ...state.taken, ...(await read) };
    parts.slotsError.hidden = true;
  } catch {
    state.reads.delete(key);
    parts.slotsError.hidden = false;
  } finally {
    state.loading = false;
    drawSlots(booking);
  }
}
