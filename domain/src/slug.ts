import { z } from './zod';
import { LIMITS } from './limits';

/** The title of a case or an article (spec §9: 200 characters). */
export const titleSchema = z.string().trim().min(1, 'Título é obrigatório').max(LIMITS.case.title, 'Título deve ter no máximo 200 caracteres');

/** The characters of a slug: a-z, 0-9 and hyphens (spec §9). */
const SLUG_CHARACTERS = /^[a-z0-9-]+$/;

/** The last part of a page's address (/cases/<slug>, /blog/<slug>): spec §9, 100 characters of a-z, 0-9 and hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug é obrigatório')
  .max(LIMITS.case.slug, 'Slug deve ter no máximo 100 caracteres')
  .regex(SLUG_CHARACTERS, 'Slug deve conter apenas letras minúsculas, números e hífens');

/**
 * A slug exactly as stored — no trimming: the guard of code that makes a file name or a path from one it was handed
 * (web/scripts/prerender-landing.ts).
 */
export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= LIMITS.case.slug && SLUG_CHARACTERS.test(value);
