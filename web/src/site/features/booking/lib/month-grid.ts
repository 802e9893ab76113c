import { fromIsoDate, toIsoDate } from './calendar-dates';

/** The 42 cells (6 weeks, Sunday first) of a month's calendar: its dates, null before the 1st and after the last. */
export function monthGrid(month: string): Array<string | null> {
  const first = fromIsoDate(`${month}-01`);
  const cells: Array<string | null> = Array.from({ length: first.getDay() }, () => null);
  for (const day = new Date(first); day.getMonth() === first.getMonth(); day.setDate(day.getDate() + 1)) cells.push(toIsoDate(day));
  while (cells.length < 42) cells.push(null);
  return cells;
}

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number);
  const total = year * 12 + (m - 1) + delta;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'novembro de 2026'. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T12:00:00Z`));
