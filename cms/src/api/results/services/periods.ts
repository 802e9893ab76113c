import { addDays } from '@alicerce/domain';

/** The Monday (YYYY-MM-DD) of a day's week: weeks of the series run Monday to Sunday. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

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
