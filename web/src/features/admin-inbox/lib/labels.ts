import type { Outcome } from '@alicerce/domain';

export { BOOKING_STATE_LABELS, LEAD_STATUS_LABELS } from '@alicerce/domain';

/** The 'Resultado' column: what a lead or booking produced ('won' counts as qualified too). */
export const OUTCOME_LABELS: Record<Outcome, string> = { qualified: 'Qualificado', won: 'Ganho' };
