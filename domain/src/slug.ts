import { z } from './zod';
import { LIMITS } from './limits';

/** The title of a case or an article (spec §9: 200 characters). */
export const titleSchema = z.string().trim().min(1, 'Título é obrigatório').max(LIMITS.case.title, 'Título deve ter no máximo 200 caracteres');

/** The last part of a page's address (/cases/<slug>, /blog/<slug>): spec §9, 100 characters of a-z, 0-9 and hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug é obrigatório')
  .max(LIMITS.case.slug, 'Slug deve ter no máximo 100 caracteres')
  .regex(/^[a-z0-9-]+$/, 'Slug deve conter apenas letras minúsculas, números e hífens');
