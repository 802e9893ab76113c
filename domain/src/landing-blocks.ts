import { z } from './zod';
import { LIMITS } from './limits';
import { imageUrlMessage, normalizeImageUrl } from './image-url';
import { IMAGE_INVALID_MESSAGE } from './proof-fields';
import { landingVariantKeySchema } from './landing-lead';

const L = LIMITS.landing;

/** Required text, trimmed: missing, blank or too long each get the pt-BR message naming the field. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} é obrigatório` })
    .trim()
    .min(1, `${label} é obrigatório`)
    .max(max, `${label} deve ter no máximo ${max} caracteres`);
/** Optional text: absent, null or blank is stored as ''. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullable()
    .optional()
    .transform((value) => value ?? '');
const list = <T extends z.ZodType>(item: T, label: string, min: number, max: number) =>
  z
    .array(item, { error: `${label}: lista inválida` })
    .min(min, min === 1 ? `${label}: inclua pelo menos um item` : `${label}: inclua pelo menos ${min} itens`)
    .max(max, `${label}: no máximo ${max} itens`);

export const LANDING_IMAGE_MESSAGE = 'Imagem inválida: escolha da biblioteca de mídia ou use https://… ou /uploads/…';

/**
 * An image of a block: a media-library file id (the CMS checks it exists and is an allowed image, and answers its URL
 * beside it as `<field>_url`), or an address by the rule of `image-url.ts` (https or the site's /uploads/).
 */
export const landingImageSchema = z.union(
  [
    z.number().int(IMAGE_INVALID_MESSAGE).positive(IMAGE_INVALID_MESSAGE),
    z
      .string()
      .transform(normalizeImageUrl)
      .superRefine((value, ctx) => {
        const message = imageUrlMessage(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
  ],
  { error: LANDING_IMAGE_MESSAGE },
);
export type LandingImage = z.infer<typeof landingImageSchema>;

const altText = z.string({ error: 'Texto alternativo é obrigatório' }).trim().max(L.alt, `Texto alternativo deve ter no máximo ${L.alt} caracteres`);

/** Where a button leads: a path of the site, an anchor of the page (#formulario) or an https address. */
export const LANDING_HREF_MESSAGE = 'Destino do botão inválido: use /caminho, #ancora ou https://…';
const href = z
  .string({ error: LANDING_HREF_MESSAGE })
  .trim()
  .max(L.href, LANDING_HREF_MESSAGE)
  .regex(/^(\/(?!\/)[^\s]*|#[A-Za-z][\w-]*|https:\/\/[^\s/]+\.[^\s]+)$/, LANDING_HREF_MESSAGE);

/** The anchor of the page's lead form: the hero's and the CTA's default destination. */
export const LANDING_FORM_ANCHOR = '#formulario';

export const LANDING_VARIANT_MESSAGES = {
  first: 'A primeira variante do destaque deve ser a original (a)',
  repeated: 'Cada variante do destaque deve ter uma letra diferente',
} as const;

/** One version of the hero: the A/B test compares these (a is the original). */
export const heroVariantSchema = z.object({
  key: landingVariantKeySchema,
  headline: text('Título do destaque', L.heading),
  subheadline: optionalText('Subtítulo do destaque', L.text),
  button_text: text('Texto do botão do destaque', L.button),
  image: landingImageSchema.nullable().optional(),
  image_alt: altText
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
});
export type HeroVariant = z.infer<typeof heroVariantSchema>;

const heroVariants = list(heroVariantSchema, 'Variantes do destaque', 1, L.variants).superRefine((variants, ctx) => {
  if (variants[0] && variants[0].key !== 'a') ctx.addIssue({ code: 'custom', path: [0, 'key'], message: LANDING_VARIANT_MESSAGES.first });
  const keys = variants.map((variant) => variant.key);
  if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', message: LANDING_VARIANT_MESSAGES.repeated });
});

const titled = { title: text('Título da seção', L.heading) };

export const heroBlockSchema = z.object({
  type: z.literal('hero'),
  variants: heroVariants,
  /** Where the button leads; by default the page's lead form. */
  button_href: href.default(LANDING_FORM_ANCHOR),
});

export const benefitsBlockSchema = z.object({
  type: z.literal('benefits'),
  ...titled,
  intro: optionalText('Introdução', L.text),
  items: list(z.object({ title: text('Título do benefício', L.short), text: text('Texto do benefício', L.text) }), 'Benefícios', 1, L.items),
});

export const galleryBlockSchema = z.object({
  type: z.literal('gallery'),
  ...titled,
  images: list(
    z.object({ image: landingImageSchema, alt: text('Texto alternativo da imagem', L.alt), caption: optionalText('Legenda', L.short) }),
    'Galeria',
    // Empty is allowed (the starter template's gallery waits for the editor's pictures): the page then shows no gallery.
    0,
    L.gallery,
  ),
});

export const plansBlockSchema = z.object({
  type: z.literal('plans'),
  ...titled,
  intro: optionalText('Introdução', L.text),
  items: list(
    z.object({
      name: text('Nome da planta', L.short),
      area: text('Área privativa', L.short),
      bedrooms: optionalText('Dormitórios', L.short),
      price: optionalText('Preço', L.short),
      features: list(text('Diferencial da planta', L.short), 'Diferenciais da planta', 0, L.features).default([]),
    }),
    'Plantas',
    1,
    L.plans,
  ),
});

export const locationBlockSchema = z.object({
  type: z.literal('location'),
  ...titled,
  address: text('Endereço', L.heading),
  text: optionalText('Texto da localização', L.text),
  /** What is near: drawn around the development on the page's static map, in this order. */
  landmarks: list(
    z.object({ name: text('Nome do ponto de referência', L.short), distance: text('Distância', L.short) }),
    'Pontos de referência',
    0,
    L.landmarks,
  ).default([]),
});

export const faqBlockSchema = z.object({
  type: z.literal('faq'),
  ...titled,
  items: list(z.object({ question: text('Pergunta', L.heading), answer: text('Resposta', L.text) }), 'Perguntas frequentes', 1, L.faq),
});

export const LANDING_PROOF_REFERENCE_MESSAGE = 'Referência inválida';
const documentIds = (label: string) =>
  list(
    z
      .string({ error: LANDING_PROOF_REFERENCE_MESSAGE })
      .trim()
      .regex(/^[a-z0-9]{1,64}$/, LANDING_PROOF_REFERENCE_MESSAGE),
    label,
    0,
    L.proof,
  ).default([]);

/** Testimonials of the proof type by documentId, in this order; an empty list shows the home page's choice (featured first, three). */
export const testimonialsBlockSchema = z.object({ type: z.literal('testimonials'), ...titled, testimonials: documentIds('Depoimentos') });

/** Client logos of the proof type by documentId, in this order; an empty list shows every published client. */
export const clientLogosBlockSchema = z.object({ type: z.literal('client_logos'), ...titled, clients: documentIds('Clientes') });

export const ctaBlockSchema = z.object({
  type: z.literal('cta'),
  ...titled,
  text: optionalText('Texto da chamada', L.text),
  button_text: text('Texto do botão', L.button),
  button_href: href.default(LANDING_FORM_ANCHOR),
});

/** Fields a lead form may ask besides name, e-mail and phone (always asked: the lead intake needs them). */
export const LANDING_FORM_OPTIONAL_FIELDS = ['company', 'message'] as const;
export type LandingFormField = (typeof LANDING_FORM_OPTIONAL_FIELDS)[number];

export const CAMPAIGN_TAG_MESSAGE = 'Tag de campanha deve ter apenas letras minúsculas, números, hífens e sublinhados';

export const leadFormBlockSchema = z.object({
  type: z.literal('lead_form'),
  ...titled,
  text: optionalText('Texto do formulário', L.text),
  fields: z
    .array(z.enum(LANDING_FORM_OPTIONAL_FIELDS, { error: 'Campo do formulário inválido: use company ou message' }), {
      error: 'Campos do formulário inválidos',
    })
    .default([])
    .refine((fields) => new Set(fields).size === fields.length, 'Cada campo do formulário só pode aparecer uma vez'),
  button_text: text('Texto do botão do formulário', L.button),
  /** Stored as the lead's utm_campaign when the visit brought none (the page's campaign). */
  campaign_tag: text('Tag de campanha', L.campaign_tag).regex(/^[a-z0-9_-]+$/, CAMPAIGN_TAG_MESSAGE),
  /** The LGPD consent sentence shown above the button: a published page needs it. */
  consent_text: optionalText('Texto de consentimento', L.consent),
});

export const LANDING_BLOCK_TYPES = [
  'hero',
  'benefits',
  'gallery',
  'plans',
  'location',
  'faq',
  'testimonials',
  'client_logos',
  'cta',
  'lead_form',
] as const;
export type LandingBlockType = (typeof LANDING_BLOCK_TYPES)[number];

export const LANDING_BLOCK_TYPE_MESSAGE = 'Tipo de bloco inválido';

/** Every block a landing page may hold, told apart by `type`. */
export const landingBlockSchema = z.discriminatedUnion(
  'type',
  [
    heroBlockSchema,
    benefitsBlockSchema,
    galleryBlockSchema,
    plansBlockSchema,
    locationBlockSchema,
    faqBlockSchema,
    testimonialsBlockSchema,
    clientLogosBlockSchema,
    ctaBlockSchema,
    leadFormBlockSchema,
  ],
  { error: LANDING_BLOCK_TYPE_MESSAGE },
);

export type LandingBlock = z.output<typeof landingBlockSchema>;
export type LandingBlockInput = z.input<typeof landingBlockSchema>;
export type LandingBlockOf<T extends LandingBlockType> = Extract<LandingBlock, { type: T }>;

/** The pt-BR name of each block type (the dashboard's list and the messages that name a block). */
export const LANDING_BLOCK_LABELS: Record<LandingBlockType, string> = {
  hero: 'Destaque',
  benefits: 'Benefícios',
  gallery: 'Galeria',
  plans: 'Plantas',
  location: 'Localização',
  faq: 'Perguntas frequentes',
  testimonials: 'Depoimentos',
  client_logos: 'Logos de clientes',
  cta: 'Chamada para ação',
  lead_form: 'Formulário de contato',
};
