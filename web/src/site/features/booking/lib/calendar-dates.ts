import { addDays, saoPauloNow } from '@alicerce/domain';

/**
 * The calendar works with local JS Dates at midnight; the booking rules with 'YYYY-MM-DD' strings in Sao Paulo.
 * These convert between them by calendar fields only, so the visitor's own time zone never shifts a day.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export const toIsoDate = (day: Date) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

export const fromIsoDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** 'YYYY-MM' of a date string. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The part of a calendar month (YYYY-MM) still bookable: from today (Sao Paulo) to its last day; null if past. */
export function bookableMonthRange(month: string, now: Date): { from: string; to: string } | null {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const nextFirst = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
  const last = addDays(nextFirst, -1);
  const today = saoPauloNow(now).date;
  const from = first < today ? today : first;
  return from > last ? null : { from, to: last };
}
