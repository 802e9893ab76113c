import { z } from './zod';
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

/**
 * JSON shapes of `content` for the section types the public pages render today (their renderers, in
 * web/src/site/features/marketing, document them again next to the markup). Missing keys fall back to the
 * page's built-in copy.
 */
export type HeroContent = {
  /** Main heading (on home the rotating word is appended after it). */
  title: string;
  subtitle: string;
  cta_label: string;
  /** A site path such as /agendamento, or a full URL. */
  cta_href: string;
};

export type CtaContent = {
  title: string;
  text: string;
  button_label: string;
  button_href: string;
};
