import { z } from './zod';

/** Digits only: '(15) 99876-5432' and '15 998765432' are the same phone. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/**
 * A data subject's request (LGPD Art. 18) names them by e-mail, phone or both; the CMS finds every lead and
 * booking with that e-mail (any case) or that phone (digits only, with or without the country code).
 */
export const personalDataQuerySchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(255, 'Email deve ter no máximo 255 caracteres')
      .optional()
      .default('')
      .transform((value) => value.toLowerCase()),
    phone: z.string().trim().max(20, 'Telefone deve ter no máximo 20 caracteres').optional().default(''),
  })
  .refine((query) => query.email.length > 0 || phoneDigits(query.phone).length > 0, 'Informe um e-mail ou um telefone.')
  .refine((query) => query.email.length === 0 || z.email().safeParse(query.email).success, 'Email inválido')
  .refine((query) => query.phone.length === 0 || phoneDigits(query.phone).length >= 10, 'Telefone deve ter no mínimo 10 dígitos');

export type PersonalDataQuery = z.infer<typeof personalDataQuerySchema>;
export type PersonalDataQueryInput = z.input<typeof personalDataQuerySchema>;

/** The same phone: equal digits, or one is the other with a country code in front (both at least 10 digits). */
export function samePhone(stored: string | null | undefined, searched: string): boolean {
  const a = phoneDigits(stored ?? '');
  const b = phoneDigits(searched);
  if (a.length < 10 || b.length < 10) return false;
  return a === b || a.endsWith(b) || b.endsWith(a);
}
