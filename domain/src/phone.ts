import { phoneDigits } from './personal-data';

/** Brazil's non-geographic numbers ('0800 123 4567'): a leading 0 that is not a trunk prefix before an area code. */
const SERVICE_PREFIX = /^0[3589]00/;

/**
 * The digits of a Brazilian phone without the country code (55) and the trunk 0 before the area code:
 * '+55 15 99999-0000', '015 99999-0000' and '(15) 99999-0000' are all '15999990000'; a number without its area code
 * ('99999-0000') stays '999990000'. The one place both the formatting below and the search's phone key strip them.
 */
export function nationalPhoneDigits(value: string): string {
  const digits = phoneDigits(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits.slice(2);
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * The key the dashboard's search finds a phone by: its national digits reversed, so "ends with these digits" (the
 * number with or without its area code) is a prefix — one B-tree range, never a scan. '' for no digits.
 */
export const phoneSearchKey = (value: string | null | undefined): string => [...nationalPhoneDigits(value ?? '')].reverse().join('');

/**
 * A phone as people in Brazil read it, whatever way it was typed: '(11) 98765-4321' for a mobile, '(11) 3456-7890' for
 * a landline, '0800 123 4567' for a service number. The country code (55) and a trunk 0 before the area code are
 * dropped; anything else (another country's '+1 …', too few digits) is shown as it was typed, trimmed.
 */
export function formatPhoneBr(value: string | null | undefined): string {
  const typed = (value ?? '').trim();
  // Another country's number, written with its code.
  if (/^\+(?!\s*55)/.test(typed)) return typed;
  const all = phoneDigits(typed);
  if (all.length === 11 && SERVICE_PREFIX.test(all)) return `${all.slice(0, 4)} ${all.slice(4, 7)} ${all.slice(7)}`;
  const digits = nationalPhoneDigits(all);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return typed;
}

/**
 * The number a wa.me link needs for a phone typed in Brazil ('(15) 99999-0000' → '5515999990000'): 55, the area code
 * and the number; null for what is not a Brazilian mobile or landline with its area code (another country, too few digits).
 */
export function whatsappNumberBr(value: string | null | undefined): string | null {
  const formatted = formatPhoneBr(value);
  const digits = phoneDigits(formatted);
  return /^\(\d{2}\) \d{4,5}-\d{4}$/.test(formatted) && (digits.length === 10 || digits.length === 11) ? `55${digits}` : null;
}
