/**
 * The booking calendar's rules and texts with no validation library: the site's booking island reads them as the
 * page loads (zod, in booking.ts, is only needed when the form is sent).
 */
/** Consultation slots of spec §9 (Sao Paulo wall-clock times), 45-minute online meetings, weekdays only. */
export const BOOKING_SLOTS = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
] as const;
export type BookingSlot = (typeof BOOKING_SLOTS)[number];

export const BOOKING_DURATION_MINUTES = 45;
export const BOOKING_TIME_ZONE = 'America/Sao_Paulo';
export const BOOKING_STATES = ['confirmed', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** Longest range (in days, both ends included) one availability request may ask for. */
export const AVAILABILITY_MAX_DAYS = 62;

export const BOOKING_MESSAGES = {
  required: 'Data e horário obrigatórios',
  requiredDescription: 'Por favor, selecione uma data e horário para o agendamento.',
  invalidDate: 'Data inválida.',
  weekday: 'Escolha um dia útil (segunda a sexta).',
  past: 'Este horário já passou.',
  invalidTime: 'Horário inválido.',
  taken: 'Este horário acabou de ser reservado. Escolha outro horário.',
  invalidRange: `Período inválido: informe from e to (AAAA-MM-DD), com no máximo ${AVAILABILITY_MAX_DAYS} dias.`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const utcMidnight = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  return new Date(utcMidnight(value)).toISOString().slice(0, 10) === value;
}

export const isBookingSlot = (value: unknown): value is BookingSlot => BOOKING_SLOTS.includes(value as BookingSlot);

export const isWeekday = (date: string) => {
  const day = new Date(utcMidnight(date)).getUTCDay();
  return day !== 0 && day !== 6;
};

export const addDays = (date: string, days: number) => new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week of `day` ('YYYY-MM-DD'): where Início's and Resultados' weeks start. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Days from `from` to `to` (0 when equal, negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/**
 * Made on first use, not when the module loads: creating a formatter with a time zone reads the zone's data (~100 ms
 * of script with the CPU slowed 4× as for a phone, in a profile of the home page), and most pages that load this
 * module (every page with a lead form shares its chunk) never read a date.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const saoPauloFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: BOOKING_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) in Sao Paulo at `now`, whatever the machine's time zone. */
export function saoPauloNow(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    saoPauloFormat()
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The UTC instant of a Sao Paulo wall-clock time. No offset is hard-coded: the first guess treats the wall
 * clock as UTC, and the difference between that guess and its Sao Paulo reading is the zone's offset then
 * (-03:00 since Brazil dropped DST in 2019; a future DST rule would be picked up from the ICU data).
 */
export function saoPauloToUtc(date: string, time: string): Date {
  const [h, min] = time.split(':').map(Number);
  const guess = utcMidnight(date) + (h * 60 + min) * 60_000;
  const seen = saoPauloNow(new Date(guess));
  const seenMs = utcMidnight(seen.date) + (Number(seen.time.slice(0, 2)) * 60 + Number(seen.time.slice(3))) * 60_000;
  return new Date(guess + (guess - seenMs));
}

/** True when the slot has started already (earlier day, or today at or after its time) in Sao Paulo. */
export function isPastSlot(date: string, time: string, now: Date): boolean {
  const today = saoPauloNow(now);
  return date < today.date || (date === today.date && time <= today.time);
}

/** A day the calendar may offer: a real weekday, today or later in Sao Paulo. */
export function isBookableDate(date: string, now: Date): boolean {
  return isIsoDate(date) && isWeekday(date) && date >= saoPauloNow(now).date;
}

/** The slots still free on `date`: not taken, not past (Sao Paulo time); none on a day that is not bookable. */
export function availableSlots(date: string, now: Date, taken: readonly string[] = []): BookingSlot[] {
  if (!isBookableDate(date, now)) return [];
  return BOOKING_SLOTS.filter((slot) => !taken.includes(slot) && !isPastSlot(date, slot, now));
}

const ptBrDate = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** 'segunda-feira, 15 de junho de 2026' for '2026-06-15'. */
export const formatBookingDate = (date: string) => ptBrDate().format(new Date(utcMidnight(date)));

/** Taken slot times per day, e.g. { '2026-06-15': ['09:00', '14:30'] }: never who booked them. */
export type Availability = Record<string, string[]>;
