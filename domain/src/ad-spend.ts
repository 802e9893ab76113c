import { z } from './zod';

/**
 * Ad spend typed by an admin in the 'Resultados' tab: one amount (R$) per campaign and month, unique per
 * campaign × month. The report divides it by leads and bookings (cost per lead / booking) and the won value by it (ROAS).
 */
export const AD_SPEND_MAX = 100_000_000;
export const AD_SPEND_MESSAGES = {
  campaign: 'Informe a campanha (até 100 caracteres).',
  month: 'Mês inválido: use AAAA-MM.',
  amount: 'Valor inválido: informe um valor em R$ entre 0 e 100.000.000, com até 2 casas decimais.',
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const adSpendInputSchema = z.object({
  campaign: z
    .string({ error: AD_SPEND_MESSAGES.campaign })
    .trim()
    .toLowerCase()
    .min(1, AD_SPEND_MESSAGES.campaign)
    .max(100, AD_SPEND_MESSAGES.campaign),
  month: z.string({ error: AD_SPEND_MESSAGES.month }).regex(MONTH, AD_SPEND_MESSAGES.month),
  amount: z
    .number({ error: AD_SPEND_MESSAGES.amount })
    .min(0, AD_SPEND_MESSAGES.amount)
    .max(AD_SPEND_MAX, AD_SPEND_MESSAGES.amount)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, AD_SPEND_MESSAGES.amount),
});
export type AdSpendInput = z.infer<typeof adSpendInputSchema>;
export type AdSpend = AdSpendInput & { documentId: string };

/** Spend and what it bought, for one campaign or in total: null where the divisor is 0. */
export type SpendFigures = { spend: number; cost_per_lead: number | null; cost_per_booking: number | null; roas: number | null };
