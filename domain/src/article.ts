import { slugSchema, titleSchema } from './slug';
import { z } from './zod';

/** The blog's categories (spec §2 Blog list: the filter chips after 'Todos'), as the CMS's enumeration stores them. */
export const ARTICLE_CATEGORIES = ['Marketing Digital', 'Leads', 'Mercado', 'Conversão', 'SEO', 'Redes Sociais'] as const;
export type ArticleCategoryName = (typeof ARTICLE_CATEGORIES)[number];

/** What saving does to the article: keep it a draft, publish it now, or have the CMS publish it at `scheduled_at`. */
export const ARTICLE_PUBLICATIONS = ['rascunho', 'publicado', 'agendado'] as const;
export type ArticlePublication = (typeof ARTICLE_PUBLICATIONS)[number];

export const ARTICLE_LIMITS = { title: 200, slug: 100, excerpt: 300, cover_alt: 200, seo_description: 160, body: 50_000, related: 6 } as const;
const L = ARTICLE_LIMITS;

export const ARTICLE_MESSAGES = {
  slugTaken: 'Slug já está em uso por outro artigo',
  scheduleMissing: 'Informe a data e a hora da publicação',
  schedulePast: 'A data de publicação agendada deve ser no futuro',
  unsafeLink: 'Links e imagens do conteúdo devem começar com /, #, http://, https:// ou mailto:',
} as const;

const emptyToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());
/** A link or image target of the Markdown body that is not a site path, an anchor, http(s) or mailto. */
const UNSAFE_TARGET = /\]\((?!\/(?!\/)|#|https?:\/\/|mailto:)[^)\s]*\)/i;

const fields = {
  title: titleSchema,
  slug: slugSchema,
  excerpt: z.string().trim().min(1, 'Resumo é obrigatório').max(L.excerpt, 'Resumo deve ter no máximo 300 caracteres'),
  category: z.enum(ARTICLE_CATEGORIES, { error: 'Categoria é obrigatória' }),
  cover: z.number({ error: 'Imagem de capa é obrigatória' }).int().positive('Imagem de capa é obrigatória'),
  cover_alt: z
    .string({ error: 'Texto alternativo da capa é obrigatório' })
    .trim()
    .min(1, 'Texto alternativo da capa é obrigatório')
    .max(L.cover_alt, 'Texto alternativo deve ter no máximo 200 caracteres'),
  featured: z.boolean().default(false),
  related: z.array(z.string().min(1)).max(L.related, 'Escolha no máximo 6 artigos relacionados').default([]),
  seo_description: z.string().max(L.seo_description, 'Descrição SEO deve ter no máximo 160 caracteres').nullable().optional().transform(emptyToNull),
  body: z
    .string({ error: 'Conteúdo é obrigatório' })
    .trim()
    .min(1, 'Conteúdo é obrigatório')
    .max(L.body, 'Conteúdo deve ter no máximo 50000 caracteres')
    .refine((text) => !UNSAFE_TARGET.test(text), ARTICLE_MESSAGES.unsafeLink),
  publication: z.enum(ARTICLE_PUBLICATIONS, { error: 'Situação de publicação inválida' }).default('rascunho'),
  scheduled_at: z.iso.datetime({ offset: true, error: 'Data de agendamento inválida' }).nullable().optional(),
};

type Scheduling = { publication?: ArticlePublication; scheduled_at?: string | null };

/** A scheduled article needs a date-time still to come (checked when saved, in the form and again in the CMS). */
const checkSchedule = (value: Scheduling, ctx: z.RefinementCtx) => {
  if (value.publication !== 'agendado') return;
  if (!value.scheduled_at) ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: ARTICLE_MESSAGES.scheduleMissing });
  else if (Date.parse(value.scheduled_at) <= Date.now())
    ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: ARTICLE_MESSAGES.schedulePast });
};

/**
 * An article as the dashboard sends it (POST /api/articles, PUT /api/articles/:documentId): the body in Markdown,
 * the cover as a media-library file id, related articles as document ids. The CMS turns the body into blocks and
 * computes the reading time; messages are pt-BR and the CMS answers 400 with the first one.
 */
export const articleInputSchema = z.object(fields).superRefine(checkSchedule);
export type ArticleInput = z.output<typeof articleInputSchema>;
export type ArticleFormValues = z.input<typeof articleInputSchema>;

/** For updates (e.g. only `publication` from the list) every field may be omitted; present ones keep their rules. */
export const articlePatchSchema = z.object(fields).partial().superRefine(checkSchedule);

/** Field order of the editor: the first issue in this order is the one the toast shows. */
export const ARTICLE_FORM_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'category',
  'cover',
  'cover_alt',
  'featured',
  'related',
  'seo_description',
  'body',
  'publication',
  'scheduled_at',
] as const satisfies ReadonlyArray<keyof ArticleFormValues>;
