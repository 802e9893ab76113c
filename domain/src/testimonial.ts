import { z } from './zod';
import { LIMITS } from './limits';
import { displayOrder, mediaId, publishedFlag, requiredText } from './proof-fields';

const L = LIMITS.proof;

export const CASE_REFERENCE_MESSAGE = 'Case inválido';

/**
 * A client's testimonial (issue 27 "proof"): the quote, who said it (name, job title, company), an optional photo
 * (media-library file id), the case it belongs to (a case's documentId, or null), whether the home page features it,
 * its place in the order and whether it is published. The quote is plain text: the site renders it as text, never as HTML.
 */
const testimonialFields = {
  quote: requiredText(L.quote, 'Depoimento é obrigatório', `Depoimento deve ter no máximo ${L.quote} caracteres`),
  author_name: requiredText(L.person_name, 'Nome é obrigatório', `Nome deve ter no máximo ${L.person_name} caracteres`),
  author_role: requiredText(L.job_title, 'Cargo é obrigatório', `Cargo deve ter no máximo ${L.job_title} caracteres`),
  company: requiredText(L.company, 'Empresa é obrigatória', `Empresa deve ter no máximo ${L.company} caracteres`),
  photo: mediaId.nullable().optional(),
  case: z
    .string({ error: CASE_REFERENCE_MESSAGE })
    .trim()
    .regex(/^[a-z0-9]{1,64}$/, CASE_REFERENCE_MESSAGE)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  featured: z.boolean({ error: 'Valor inválido para destaque' }),
  display_order: displayOrder,
  is_published: publishedFlag,
};

export const testimonialInputSchema = z.object({
  ...testimonialFields,
  featured: testimonialFields.featured.default(false),
  display_order: testimonialFields.display_order.default(0),
  is_published: testimonialFields.is_published.default(true),
});

export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

/** For updates every field may be omitted (and none gets a default): the rules of the present ones still hold. */
export const testimonialPatchSchema = z.object(testimonialFields).partial();
