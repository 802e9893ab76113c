import type { BookingState, LeadStatus } from '@alicerce/domain';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Novo',
  contacted: 'Contatado',
  won: 'Ganho',
  lost: 'Perdido',
};

export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  confirmed: 'Confirmado',
  cancelled: 'Cancelado',
};
