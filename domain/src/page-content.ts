import { z } from 'zod';
import { CONTENT_TYPES, PAGE_SLUGS } from './enums';
import { LIMITS } from './limits';

export const pageContentInputSchema = z.object({
  page_slug: z.enum(PAGE_SLUGS, { error: 'Página inválida' }),
  section_key: z
    .string()
    .trim()
    .min(1, 'Chave da seção é obrigatória')
    .max(LIMITS.pageContent.section_key, 'Chave da seção deve ter no máximo 100 caracteres')
    .regex(/^[a-z0-9_]+$/, 'Use apenas letras minúsculas, números e underscores'),
  content_type: z.enum(CONTENT_TYPES, { error: 'Tipo de conteúdo inválido' }),
  content: z.record(z.string(), z.unknown(), { error: 'Formato de conteúdo inválido' }),
});

export type PageContentInput = z.infer<typeof pageContentInputSchema>;
