import { addDays, mondayOf } from '@alicerce/domain';

/** Adds up rows that share `key` (the grouped per-day rows, at most one per day and table), sorted by that key. */
export function sumBy<T extends Record<string, string | number>>(rows: T[], key: keyof T, fields: Array<keyof T>): T[] {
  const sums = new Map<T[keyof T], T>();
  for (const row of rows) {
    const sum = sums.get(row[key]);
    if (!sum) sums.set(row[key], { ...row });
    else for (const field of fields) (sum[field] as number) += row[field] as number;
  }
  return [...sums.values()].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
}

/**
 * Every period of a range, day by day or week by week (a week under its Monday, the first one's possibly before
 * `from`): the series has a row for each, zeros where nothing happened, so a chart of sparse data still has its dates
 * and a single day with data still shows as a point between zeros.
 */
export function everyPeriod(from: string, to: string, weekly: boolean): string[] {
  const periods: string[] = [];
  for (let day = weekly ? mondayOf(from) : from; day <= to; day = addDays(day, weekly ? 7 : 1)) periods.push(day);
  return periods;
}
