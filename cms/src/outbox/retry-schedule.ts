/**
 * How long a failed delivery waits before its next attempt: quick at first (a mail server restarting, a deploy),
 * then spaced out over more than a day (an endpoint down overnight), like the senders people trust with their
 * webhooks. After the last wait's attempt fails, the delivery is marked failed for an admin to look at.
 *
 * OUTBOX_RETRY_SCALE shrinks every wait (tests: 0.25 turns the first minutes into seconds); production keeps 1.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RETRY_DELAYS_MS = [
  5 * SECOND,
  15 * SECOND,
  30 * SECOND,
  1 * MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  1 * HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  8 * HOUR,
  8 * HOUR,
];

function scale() {
  const value = Number(process.env.OUTBOX_RETRY_SCALE ?? 1);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * The wait after the `attempts`-th failed attempt (1 = the first), with ±10 % jitter so a burst of failures does not
 * come back as a burst; null once every wait is used up (the delivery has failed for good).
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * scale() * (0.9 + 0.2 * random()));
}
