import { z } from './zod';

import { OUTCOMES, type LeadStatus, type Outcome } from './lead';

/** The highest outcome value an admin may type, in R$ (a typo guard: no sale of the agency's clients is near it). */
export const OUTCOME_VALUE_MAX = 100_000_000;

export const OUTCOME_MESSAGES = {
  invalidOutcome: 'Resultado inválido: escolha Qualificado, Ganho ou nenhum.',
  invalidValue: 'Valor inválido: informe um número em reais.',
  negativeValue: 'O valor não pode ser negativo.',
  valueTooHigh: 'O valor deve ser no máximo R$ 100.000.000,00.',
  valueCents: 'O valor deve ter no máximo 2 casas decimais.',
  valueWithoutOutcome: 'Escolha Qualificado ou Ganho para informar um valor.',
} as const;

export const OUTCOME_LABELS: Record<Outcome, string> = { qualified: 'Qualificado', won: 'Ganho' };

/**
 * What an admin sends to set a lead's or booking's outcome (PUT /api/leads|bookings/:documentId/outcome):
 * `outcome` null clears it (and its value); a value only with an outcome, ≥ 0, at most R$ 100 mi, in cents.
 * Who and when are never sent: the CMS sets them from the signed-in admin and its clock.
 */
export const outcomeInputSchema = z
  .object({
    outcome: z.enum(OUTCOMES, { error: OUTCOME_MESSAGES.invalidOutcome }).nullable(),
    outcome_value: z
      .number({ error: OUTCOME_MESSAGES.invalidValue })
      .refine(Number.isFinite, OUTCOME_MESSAGES.invalidValue)
      .min(0, OUTCOME_MESSAGES.negativeValue)
      .max(OUTCOME_VALUE_MAX, OUTCOME_MESSAGES.valueTooHigh)
      .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), OUTCOME_MESSAGES.valueCents)
      .nullable()
      .optional()
      .default(null),
  })
  .refine((input) => input.outcome !== null || input.outcome_value === null, {
    message: OUTCOME_MESSAGES.valueWithoutOutcome,
    path: ['outcome_value'],
  });

export type OutcomeInput = z.infer<typeof outcomeInputSchema>;

/**
 * A lead's status after its outcome changes: 'won' ⇒ 'won'; a qualified lead was talked to (a new one becomes
 * 'contacted'; one that was 'won' is not any more); clearing the outcome takes back a 'won' it had set. 'lost' and
 * 'contacted' stay as the admin set them, except under 'won'.
 */
export function leadStatusForOutcome(outcome: Outcome | null, status: LeadStatus): LeadStatus {
  if (outcome === 'won') return 'won';
  if (outcome === 'qualified') return status === 'new' || status === 'won' ? 'contacted' : status;
  return status === 'won' ? 'contacted' : status;
}
