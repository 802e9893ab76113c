import { CLICK_ID_FIELDS } from '@alicerce/domain';

import type { Booking, ClickIds, Lead } from '../types';

import { buildCsv } from './csv';
import { formatDateTime, formatIsoDate } from './format';
import { BOOKING_STATE_LABELS, LEAD_STATUS_LABELS } from './labels';

/** The ad click IDs, last columns of both exports, named as Google and Meta name them. */
const CLICK_ID_HEADER = [...CLICK_ID_FIELDS];
const clickIdCells = (row: ClickIds) => CLICK_ID_FIELDS.map((field) => row[field] ?? '');

const LEAD_HEADER = ['Data', 'Nome', 'E-mail', 'Telefone', 'Empresa', 'Mensagem', 'Página de origem', 'UTM source', 'UTM medium', 'UTM campaign', 'Status', ...CLICK_ID_HEADER];

export function leadsCsv(leads: Lead[]): string {
  return buildCsv(
    LEAD_HEADER,
    leads.map((l) => [
      formatDateTime(l.createdAt),
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
    ]),
  );
}

const BOOKING_HEADER = ['Criado em', 'Data da reunião', 'Horário', 'Nome', 'E-mail', 'Telefone', 'Empresa', 'Mensagem', 'Link da reunião', 'Situação', ...CLICK_ID_HEADER];

export function bookingsCsv(bookings: Booking[]): string {
  return buildCsv(
    BOOKING_HEADER,
    bookings.map((b) => [
      formatDateTime(b.createdAt),
      formatIsoDate(b.date),
      b.time,
      b.name,
      b.email,
      b.phone,
      b.company,
      b.message,
      b.meeting_url,
      BOOKING_STATE_LABELS[b.booking_state] ?? b.booking_state,
      ...clickIdCells(b),
    ]),
  );
}
