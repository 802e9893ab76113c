import type { BookingState } from './booking-calendar';
import type { CsvCell } from './csv';
import { BOOKING_STATE_LABELS, LEAD_STATUS_LABELS } from './inbox';
import { CLICK_ID_FIELDS, type ClickIdField, type LeadStatus } from './lead';

/** The columns of the inbox's CSV files (pt-BR headers), for the dashboard and the CMS's streamed export alike. */

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** An ISO timestamp (or a Date) as 'dd/mm/aaaa, hh:mm' (São Paulo time). */
export const formatDateTimeBr = (iso: string | Date) => dateTime.format(new Date(iso));

/** 'YYYY-MM-DD' as 'dd/mm/aaaa', without time-zone shifts. */
export function formatIsoDateBr(date: string) {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}

/** The ad click IDs, last columns of both files, named as Google and Meta name them. */
type ClickIds = Partial<Record<ClickIdField, string | null>>;
const CLICK_ID_HEADER = [...CLICK_ID_FIELDS];
const clickIdCells = (row: ClickIds): CsvCell[] => CLICK_ID_FIELDS.map((field) => row[field] ?? '');

type Contact = ClickIds & { name: string; email: string; phone: string; company: string | null; message: string | null; createdAt: string | Date };
export type LeadCsvSource = Contact & {
  source_page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  lead_status: LeadStatus;
};
export type BookingCsvSource = Contact & { date: string; time: string; meeting_url: string | null; booking_state: BookingState };

export const LEAD_CSV_HEADER = [
  'Data',
  'Nome',
  'E-mail',
  'Telefone',
  'Empresa',
  'Mensagem',
  'Página de origem',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'Status',
  ...CLICK_ID_HEADER,
];

export const leadCsvRow = (l: LeadCsvSource): CsvCell[] => [
  formatDateTimeBr(l.createdAt),
  l.name,
  l.email,
  l.phone,
  l.company,
  l.message,
  l.source_page,
  l.utm_source,
  l.utm_medium,
  l.utm_campaign,
  LEAD_STATUS_LABELS[l.lead_status] ?? l.lead_status,
  ...clickIdCells(l),
];

export const BOOKING_CSV_HEADER = [
  'Criado em',
  'Data da reunião',
  'Horário',
  'Nome',
  'E-mail',
  'Telefone',
  'Empresa',
  'Mensagem',
  'Link da reunião',
  'Situação',
  ...CLICK_ID_HEADER,
];

export const bookingCsvRow = (b: BookingCsvSource): CsvCell[] => [
  formatDateTimeBr(b.createdAt),
  formatIsoDateBr(b.date),
  b.time,
  b.name,
  b.email,
  b.phone,
  b.company,
  b.message,
  b.meeting_url,
  BOOKING_STATE_LABELS[b.booking_state] ?? b.booking_state,
  ...clickIdCells(b),
];
