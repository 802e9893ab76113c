import { availableSlots, BOOKING_SLOTS, isBookableDate, isPastSlot, type BookingSlot } from '@alicerce/domain';

export type SlotState = { time: BookingSlot; disabled: boolean; reason?: 'taken' | 'past' };

/** All 13 slots of a day, each marked taken (booked by someone) or past (Sao Paulo time) when not bookable. */
export function slotStates(date: string, now: Date, taken: readonly string[]): SlotState[] {
  return BOOKING_SLOTS.map((time) => {
    if (isPastSlot(date, time, now)) return { time, disabled: true, reason: 'past' };
    if (taken.includes(time)) return { time, disabled: true, reason: 'taken' };
    return { time, disabled: false };
  });
}

/** A day the calendar offers: a weekday from today on (Sao Paulo), and today only while a slot is still ahead. */
export const isSelectableDay = (date: string, now: Date) => isBookableDate(date, now) && availableSlots(date, now).length > 0;
