import { formatBookingDate } from '@alicerce/domain';
import { setButtonState } from '@/site/components/forms/field-dom';

import { BOOKING, type BookingStep } from '../lib/booking-selectors';

import { drawCalendar } from './booking-calendar-step';
import { one, type Booking } from './booking-dom';
import { drawSlots } from './booking-slots-step';

/** Shows step 1 (day and time) or 2 (the visitor's details), scrolled to and with its heading focused. */
export function showStep({ parts }: Booking, step: BookingStep) {
  parts.step1.hidden = step !== 1;
  parts.step2.hidden = step !== 2;
  const section = step === 1 ? parts.step1 : parts.step2;
  section.scrollIntoView({ block: 'start' });
  section.querySelector('h2')?.focus({ preventScroll: true });
}

/** The confirm button answers for the required fields and a booking on its way. */
const drawConfirm = ({ parts, state }: Booking) => setButtonState(parts.confirm, { disabled: !parts.contact.requiredFilled() || state.sending });

/** 'Continuar': step 2, headed by the chosen day and time. */
export function toDetails(booking: Booking) {
  const { parts, state } = booking;
  if (!state.date || !state.time) return;
  one(parts.step2, BOOKING.chosenDate).textContent = formatBookingDate(state.date);
  one(parts.step2, BOOKING.chosenTime).textContent = `às ${state.time} (horário de Brasília) · 45 minutos · online`;
  drawConfirm(booking);
  showStep(booking, 2);
}

/** Back to step 1 with the day kept; the time is cleared (it passed or was taken). */
export function slotLost(booking: Booking) {
  booking.state.now = new Date();
  booking.state.time = null;
  booking.state.idempotencyKey = null;
  drawCalendar(booking);
  drawSlots(booking);
  showStep(booking, 1);
}

/** Typing in step 2: changed data is a new submission, and the confirm button follows the required fields. */
export function bindDetails(booking: Booking) {
  booking.parts.step2.addEventListener('input', () => {
    booking.state.idempotencyKey = null;
    drawConfirm(booking);
  });
}
