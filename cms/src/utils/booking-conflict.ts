import { BOOKING_MESSAGES } from '@alicerce/domain';

/** Name of the partial unique index on (date, time) of confirmed bookings (src/bootstrap/unique-indexes.ts). */
export const BOOKING_SLOT_INDEX = 'bookings_confirmed_slot_uq';

/** Thrown when the slot already has a confirmed booking; the controller answers 409. */
export class SlotTakenError extends Error {
  constructor() {
    super(BOOKING_MESSAGES.taken);
    this.name = 'SlotTakenError';
  }
}

/** What a database error (the driver's, or Strapi's wrapper of it) may carry; anything that is not an object has none of it. */
type DriverError = {
  message?: unknown;
  constraint?: unknown;
  detail?: unknown;
  code?: unknown;
  cause?: unknown;
  originalError?: unknown;
  nativeError?: unknown;
};
const asDriverError = (value: unknown): DriverError | null => (typeof value === 'object' && value !== null ? value : null);

/**
 * True when a database error is a violation of the slot index. SQLite says
 * "UNIQUE constraint failed: bookings.date, bookings.time" (code SQLITE_CONSTRAINT_UNIQUE); PostgreSQL uses
 * code 23505 with the index name in `constraint`. Strapi may wrap the driver error, so the causes are walked.
 */
export function isSlotConflict(error: unknown): boolean {
  for (let e = asDriverError(error), depth = 0; e && depth < 5; e = asDriverError(e.cause ?? e.originalError ?? e.nativeError), depth++) {
    const text = `${e.message ?? ''} ${e.constraint ?? ''} ${e.detail ?? ''}`;
    if (text.includes(BOOKING_SLOT_INDEX)) return true;
    if (/UNIQUE constraint failed: bookings\.date, bookings\.time/.test(text)) return true;
    if (e.code === '23505' && /\(date, "?time"?\)/.test(text)) return true;
  }
  return false;
}

/** The 409 body: Strapi's error shape with the pt-BR message the site shows. */
export const slotTakenBody = () => ({
  data: null,
  error: { status: 409, name: 'ConflictError', message: BOOKING_MESSAGES.taken, details: {} },
});
