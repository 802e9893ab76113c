import { z } from './zod';
import { attributionSchema, contactFieldsSchema } from './lead';
import { landingLeadSchema } from './landing-lead';
import { BOOKING_MESSAGES, daysBetween, isBookingSlot, isIsoDate, isPastSlot, isWeekday, AVAILABILITY_MAX_DAYS } from './booking-calendar';

export * from './booking-calendar';

const requiredText = z.string({ error: BOOKING_MESSAGES.required }).trim().min(1, BOOKING_MESSAGES.required);

/** The chosen day and slot, checked against the calendar rules; "not past" needs a clock, see below. */
export const bookingSlotSchema = z.object({
  date: requiredText
    .refine((value) => isIsoDate(value), BOOKING_MESSAGES.invalidDate)
    .refine((value) => !isIsoDate(value) || isWeekday(value), BOOKING_MESSAGES.weekday),
  time: requiredText.refine((value) => isBookingSlot(value), BOOKING_MESSAGES.invalidTime),
});

/**
 * Booking form (spec §3/§5): the slot first (step 1 of the flow), then the lead form's contact fields and
 * attribution, and — when the visit came through a landing page — that page and the hero variant shown, as a lead
 * stores them. `now` is a clock so tests can fix it; the past check runs once every field is valid.
 */
export const makeBookingInputSchema = (now: () => Date = () => new Date()) =>
  z
    .object({ ...bookingSlotSchema.shape, ...contactFieldsSchema.shape, ...attributionSchema.shape, ...landingLeadSchema.shape })
    .superRefine((value, ctx) => {
      if (isPastSlot(value.date, value.time, now())) ctx.addIssue({ code: 'custom', path: ['time'], message: BOOKING_MESSAGES.past });
    });

export const bookingInputSchema = makeBookingInputSchema();
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** A from/to query of real dates (YYYY-MM-DD), from ≤ to, at most `maxDays` days; any fault is `message`. */
export const dateRangeSchema = (maxDays: number, message: string) =>
  z
    .object({
      from: z.string({ error: message }).refine(isIsoDate, message),
      to: z.string({ error: message }).refine(isIsoDate, message),
    })
    .refine(({ from, to }) => daysBetween(from, to) >= 0 && daysBetween(from, to) < maxDays, message);

/** GET /api/bookings/availability?from&to: both real dates, from ≤ to, at most AVAILABILITY_MAX_DAYS days. */
export const availabilityQuerySchema = dateRangeSchema(AVAILABILITY_MAX_DAYS, BOOKING_MESSAGES.invalidRange);
