import { dateRangeSchema } from './booking';
import type { Outcome } from './lead';

/**
 * Offline-conversion files for Google Ads and Meta (#15): the leads and bookings an admin marked qualified or won,
 * as files the admin downloads and uploads; the product itself calls neither platform.
 */
export const OFFLINE_CONVERSIONS_MAX_DAYS = 366;
export const OFFLINE_CONVERSIONS_MESSAGES = {
  invalidRange: `Período inválido: informe from e to (AAAA-MM-DD), com no máximo ${OFFLINE_CONVERSIONS_MAX_DAYS} dias.`,
} as const;
/** The range is of conversion times: when the lead or booking came in (São Paulo days, both ends included). */
export const offlineConversionsRangeSchema = dateRangeSchema(OFFLINE_CONVERSIONS_MAX_DAYS, OFFLINE_CONVERSIONS_MESSAGES.invalidRange);

/** Google Ads conversion actions to create with exactly these names (one per outcome). */
export const GOOGLE_CONVERSION_NAMES: Record<Outcome, string> = { qualified: 'Lead qualificado', won: 'Venda' };
/** Meta events: a custom event for a qualified lead, the standard Purchase for a sale. */
export const META_EVENT_NAMES: Record<Outcome, string> = { qualified: 'QualifiedLead', won: 'Purchase' };
export const CONVERSION_CURRENCY = 'BRL';
export const CONVERSION_TIME_ZONE = 'America/Sao_Paulo';
export const GOOGLE_ADS_CSV_HEADER = ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'] as const;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: CONVERSION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** A moment as Google's "yyyy-MM-dd HH:mm:ss±HH:mm" in São Paulo time, e.g. '2026-03-02 10:05:00-03:00'. */
export function googleConversionTime(at: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, part.value]));
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Meta's normalisation before hashing: e-mail trimmed and lower-cased; phone digits only, with Brazil's 55 in front. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();
export function normalisedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  return digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits}`;
}
