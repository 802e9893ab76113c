import { z } from './zod';
import { PLATFORMS, PROPERTY_TYPES } from './enums';
import { LIMITS } from './limits';
import { resultsSeriesSchema } from './case-results-series';
import { slugSchema, titleSchema } from './slug';
import { isImageUrl } from './image-url';

const L = LIMITS.case;

const optionalUrl = (invalid: string) =>
  z
    .string()
    .trim()
    .max(L.url, CASE_IMAGE_URL_MESSAGES.long)
    .refine((v) => v === '' || isImageUrl(v), invalid)
    .optional()
    .nullable();

/** The spec's messages for an image address of each slot of a case (§5), shown by the CMS, the form and the media field. */
export const CASE_IMAGE_URL_MESSAGES = {
  image: 'URL de imagem inválida',
  chart: 'URL de gráfico inválida',
  gallery: 'URL de galeria inválida',
  long: 'URL muito longa',
} as const;

const ALT_TOO_LONG = `Texto alternativo deve ter no máximo ${L.alt} caracteres`;

/** The alt text of an image given by URL; empty or absent, the site describes the image by the case's title. */
const optionalAlt = z.string().trim().max(L.alt, ALT_TOO_LONG).optional().nullable();

/**
 * A case as stored and sent over the API (spec §3/§5): strategy as a list of lines,
 * results as an object of metric name → display string, gallery_images as a list of URLs.
 * Messages are the spec's pt-BR texts; the CMS answers 400 with the first one.
 */
export const caseInputSchema = z.object({
  title: titleSchema,
  slug: slugSchema,
  client_name: z.string().trim().min(1, 'Nome do cliente é obrigatório').max(L.client_name, 'Nome muito longo'),
  segment: z.string().trim().min(1, 'Segmento é obrigatório').max(L.segment, 'Segmento deve ter no máximo 100 caracteres'),
  platform: z.enum(PLATFORMS, { error: 'Plataforma é obrigatória' }),
  property_type: z.enum(PROPERTY_TYPES, { error: 'Tipo de imóvel inválido' }).optional().nullable(),
  short_description: z
    .string()
    .trim()
    .min(1, 'Descrição curta é obrigatória')
    .max(L.short_description, 'Descrição curta deve ter no máximo 500 caracteres'),
  challenge: z.string().trim().min(1, 'Desafio é obrigatório').max(L.challenge, 'Desafio deve ter no máximo 2000 caracteres'),
  strategy: z
    .array(z.string().trim().min(1), { error: 'Estratégia é obrigatória' })
    .min(1, 'Estratégia é obrigatória')
    .refine((lines) => lines.join('\n').length <= L.strategy, 'Estratégia deve ter no máximo 5000 caracteres'),
  results: z.record(z.string(), z.string({ error: 'Formato de resultados inválido' }), {
    error: 'Formato de resultados inválido',
  }),
  /** The results chart as data; absent or null, the site shows the chart image (chart_url), if any. */
  results_series: resultsSeriesSchema.optional().nullable(),
  image_url: optionalUrl(CASE_IMAGE_URL_MESSAGES.image),
  chart_url: optionalUrl(CASE_IMAGE_URL_MESSAGES.chart),
  image_alt: optionalAlt,
  chart_alt: optionalAlt,
  learning: z.string().trim().max(L.learning, 'Aprendizado deve ter no máximo 2000 caracteres').optional().nullable(),
  gallery_images: z
    .array(z.string().trim().refine(isImageUrl, CASE_IMAGE_URL_MESSAGES.gallery))
    .refine((urls) => urls.join(',').length <= L.gallery, 'Galeria deve ter no máximo 5000 caracteres')
    .default([]),
  /**
   * Alt text of each gallery URL, keyed by the URL itself: reordering gallery_images can never give an image another
   * image's text, and the existing list of URLs (spec §3) keeps its shape. Uploaded files keep theirs in the media library.
   */
  gallery_alts: z
    .record(z.string(), z.string({ error: 'Texto alternativo inválido' }).trim().max(L.alt, ALT_TOO_LONG), { error: 'Textos alternativos inválidos' })
    .optional()
    .nullable(),
  is_published: z.boolean().default(true),
});

export type CaseInput = z.infer<typeof caseInputSchema>;

/** For updates every field may be omitted, the rules of the present ones still hold. */
export const casePatchSchema = caseInputSchema.partial();
