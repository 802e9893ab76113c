import { describe, expect, it } from 'vitest';

import { availableSlots, BOOKING_SLOTS, isBookableDate, saoPauloNow, saoPauloToUtc } from '@alicerce/domain';

import { bookableMonthRange, fromIsoDate, toIsoDate } from './calendar-dates';
import { isSelectableDay, slotStates } from './slot-states';

// Monday 2026-06-15, 10:10 in Sao Paulo (13:10 UTC).
const MONDAY_1010 = new Date('2026-06-15T13:10:00Z');

describe('slot rules (Sao Paulo time, whatever the machine zone)', () => {
  it('reads the Sao Paulo wall clock from a UTC instant', () => {
    expect(saoPauloNow(MONDAY_1010)).toEqual({ date: '2026-06-15', time: '10:10' });
    // 01:30 UTC on Tuesday is still Monday evening in Sao Paulo.
    expect(saoPauloNow(new Date('2026-06-16T01:30:00Z'))).toEqual({ date: '2026-06-15', time: '22:30' });
    expect(saoPauloToUtc('2026-06-15', '09:00').toISOString()).toBe('2026-06-15T12:00:00.000Z');
  });

  it('offers weekdays from today on, never weekends or past days', () => {
    expect(isBookableDate('2026-06-15', MONDAY_1010)).toBe(true);
    expect(isBookableDate('2026-06-12', MONDAY_1010)).toBe(false); // last Friday
    expect(isBookableDate('2026-06-20', MONDAY_1010)).toBe(false); // Saturday
    expect(isBookableDate('2026-06-21', MONDAY_1010)).toBe(false); // Sunday
    expect(isBookableDate('2026-02-30', MONDAY_1010)).toBe(false);
  });

  it("disables today's past slots and the taken ones", () => {
    const states = slotStates('2026-06-15', MONDAY_1010, ['14:00']);
    expect(states.map((s) => s.time)).toEqual([...BOOKING_SLOTS]);
    expect(states.filter((s) => s.reason === 'past').map((s) => s.time)).toEqual(['09:00', '09:30', '10:00']);
    expect(states.filter((s) => s.reason === 'taken').map((s) => s.time)).toEqual(['14:00']);
    expect(availableSlots('2026-06-15', MONDAY_1010, ['14:00'])).toHaveLength(9);
    expect(slotStates('2026-06-16', MONDAY_1010, []).every((s) => !s.disabled)).toBe(true);
  });

  it('a slot that starts now counts as past; today is no longer offered after 17:00', () => {
    const at1030 = new Date('2026-06-15T13:30:00Z');
    expect(slotStates('2026-06-15', at1030, []).find((s) => s.time === '10:30')?.disabled).toBe(true);
    expect(isSelectableDay('2026-06-15', new Date('2026-06-15T20:00:00Z'))).toBe(false);
    expect(isSelectableDay('2026-06-16', new Date('2026-06-15T20:00:00Z'))).toBe(true);
  });
});

describe('calendar dates', () => {
  it('converts local calendar days and YYYY-MM-DD without shifting a day', () => {
    expect(toIsoDate(new Date(2026, 5, 15))).toBe('2026-06-15');
    expect(toIsoDate(fromIsoDate('2026-12-31'))).toBe('2026-12-31');
  });

  it('asks availability for the bookable part of the visible month only', () => {
    expect(bookableMonthRange('2026-06', MONDAY_1010)).toEqual({ from: '2026-06-15', to: '2026-06-30' });
    expect(bookableMonthRange('2026-12', MONDAY_1010)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(bookableMonthRange('2026-05', MONDAY_1010)).toBeNull();
  });
});
