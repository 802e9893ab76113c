import { saoPauloNow } from '@alicerce/domain';
import { closest, queryAll, read } from '@/site/lib/islands/selectors';

import { BOOKING } from '../lib/booking-selectors';
import { monthOf } from '../lib/calendar-dates';
import { monthGrid, monthLabel } from '../lib/month-grid';
import { isSelectableDay } from '../lib/slot-states';

import type { Booking } from './booking-dom';

/** Step 1, the month calendar: weekdays from today (Sao Paulo time) can be chosen; the chosen day is marked. */
export function drawCalendar({ parts, state }: Booking) {
  const { now, month, date } = state;
  const today = saoPauloNow(now).date;
  parts.title.textContent = monthLabel(month);
  parts.previousMonth.disabled = month <= monthOf(today);
  parts.previousMonth.classList.toggle('Mui-disabled', parts.previousMonth.disabled);
  const grid = monthGrid(month);
  const focusable = date && monthOf(date) === month ? date : grid.find((day) => day && isSelectableDay(day, now));
  parts.cells.forEach((cell, index) => {
    const day = grid[index];
    cell.setAttribute(BOOKING.date, day ?? '');
    cell.textContent = day ? String(Number(day.slice(8))) : '';
    cell.disabled = !day || !isSelectableDay(day, now);
    // An empty cell only keeps the grid's shape: no button for assistive technology.
    if (day) cell.removeAttribute('aria-hidden');
    else cell.setAttribute('aria-hidden', 'true');
    cell.setAttribute('aria-selected', String(day !== null && day === date));
    cell.tabIndex = day && day === focusable ? 0 : -1;
    if (day === today) cell.setAttribute('aria-current', 'date');
    else cell.removeAttribute('aria-current');
  });
  // A week with no day of this month (the 6th row of most months) keeps its room but is not announced.
  for (const week of queryAll(parts.root, BOOKING.calendarWeek)) {
    week.setAttribute('aria-hidden', String(Array.from(week.children).every((cell) => !read(cell, BOOKING.date))));
  }
}

/** Arrow keys move through the month's days (the grid keeps one day in the tab order). */
export function bindCalendarKeys({ parts }: Booking) {
  parts.root.querySelector('[role="grid"]')?.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const current = closest<HTMLButtonElement>(event.target, BOOKING.date);
    if (!(key in moves) || !current) return;
    event.preventDefault();
    const days = parts.cells.filter((cell) => read(cell, BOOKING.date));
    const target = days[days.indexOf(current) + moves[key]];
    if (!target) return;
    current.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  });
}
