/**
 * Campaign landing pages (issue 31): a page is an ordered list of blocks (landing-blocks.ts) served at /lp/<slug>.
 *
 * REST contract of the CMS (`api::landing-page.landing-page`), answers in Strapi's `{ data, meta }` shape:
 * - `GET /api/landing-pages` — the public sees published pages whose `ends_at` has not passed; an editor or admin who
 *   adds `?unpublished=include` (as for cases, testimonials, clients) sees every page, drafts and ended ones too.
 *   Accepts `sort`, `filters` on title/slug/is_published/noindex, and pagination like the other lists.
 * - `GET /api/landing-pages/by-slug/:slug` — one page by slug: 404 'Página não encontrada' when unknown or (to the
 *   public) unpublished, 410 `{ error: { status: 410, message: LANDING_PAGE_MESSAGES.ended } }` once `ends_at` has passed.
 *   Editors and admins with `?unpublished=include` read drafts and ended pages (200).
 * - `GET /api/landing-pages/:documentId` — the same rules, by documentId.
 * - `POST /api/landing-pages` `{ data: LandingPageInput }` — editor/admin; 400 with the first pt-BR message, nothing stored.
 * - `PUT /api/landing-pages/:documentId` `{ data: LandingPagePatch }` — editor/admin; the fields sent replace the stored
 *   ones (`blocks` whole) and the merged page must pass `landingPageInputSchema` (so publishing a page whose form has no
 *   consent text is refused even when only `is_published` is sent).
 * - `DELETE /api/landing-pages/:documentId` — editor/admin.
 * - `POST /api/landing-pages/:documentId/duplicate` — editor/admin; a draft copy with slug `<slug>-copia` (then
 *   `-copia-2`, `-copia-3`…) and title `<title> (cópia)`; answers the copy (201).
 * - `POST /api/landing-pages/:documentId/promote` `{ variant }` — editor/admin; 'Promover vencedora' (landing-promote.ts).
 * Every image of a block (`image` of a hero variant or gallery item, `og_image`) is stored as given — a media-library
 * id or an address — and answered with `<field>_url` beside it: the absolute URL to show (null when the file is gone).
 * Testimonials and client_logos blocks are answered with `items`: the published rows they show, resolved by the CMS.
 *
 * Public files: `/lp/<slug>` is variant a; `landingVariantPath(slug, key)` is the file of each other hero variant
 * (`/lp/<slug>/__v/b`), all with canonical `/lp/<slug>`; a visitor of `/lp/<slug>` is served one of them by the split
 * (landing-split.ts). The page carries `data-variant` on its <main>; a lead sent
 * from it stores `landing_page_slug`, `variant` and (when the visit had none) the form's campaign tag as utm_campaign.
 */
import { z } from './zod';
import { LIMITS } from './limits';
import { LANDING_VARIANT_SEGMENT, paths, publicStaticPaths } from './site-paths';
import { slugSchema, titleSchema } from './slug';
import { landingBlockSchema, landingImageSchema, type LandingBlock, type LandingBlockOf } from './landing-blocks';
import type { LandingVariantKey } from './landing-lead';
import {
  LANDING_AGENCY_OWNER,
  LANDING_EMPTY_CONTACT,
  LANDING_EMPTY_ROUTING,
  LANDING_EMPTY_TRACKING,
  LANDING_THANK_YOU_SEGMENT,
  landingContactSchema,
  landingLeadRoutingSchema,
  landingOwnerSchema,
  landingTrackingSchema,
} from './landing-owner';

const L = LIMITS.landing;

export const LANDING_PAGE_MESSAGES = {
  reservedSlug: 'Este endereço é usado pelo site: escolha outro slug',
  slugTaken: 'Slug já está em uso por outra landing page',
  consentMissing: 'Informe o texto de consentimento do formulário antes de publicar',
  oneHero: 'A página só pode ter um bloco de destaque',
  oneForm: 'A página só pode ter um formulário de contato',
  blocksMissing: 'Inclua pelo menos um bloco na página',
  endsAt: 'Data de término inválida',
  notFound: 'Página não encontrada',
  ended: 'Esta página não está mais disponível',
} as const;

/** First path segments the site (or its server) answers itself: a landing page's slug may not take one of them. */
export const RESERVED_LANDING_SLUGS: readonly string[] = [
  ...new Set([
    ...publicStaticPaths.map((path) => path.split('/')[1]).filter(Boolean),
    ...Object.values(paths.admin).map((path) => path.split('/')[1]),
    'admin',
    'api',
    'uploads',
    'assets',
    'media',
    'lp',
    'sitemap',
    'robots',
    '404',
    '410',
  ]),
];

export const isReservedLandingSlug = (slug: string) => slug.startsWith('_') || RESERVED_LANDING_SLUGS.includes(slug.trim().toLowerCase());

const landingSlugSchema = slugSchema.refine((slug) => !isReservedLandingSlug(slug), LANDING_PAGE_MESSAGES.reservedSlug);

const emptyToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

const fields = {
  title: titleSchema,
  slug: landingSlugSchema,
  seo_title: z
    .string({ error: 'Título SEO inválido' })
    .max(L.seo_title, `Título SEO deve ter no máximo ${L.seo_title} caracteres`)
    .nullable()
    .optional()
    .transform(emptyToNull),
  seo_description: z
    .string({ error: 'Descrição SEO inválida' })
    .max(L.seo_description, `Descrição SEO deve ter no máximo ${L.seo_description} caracteres`)
    .nullable()
    .optional()
    .transform(emptyToNull),
  og_image: landingImageSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  noindex: z.boolean({ error: 'Valor inválido para "não indexar"' }),
  blocks: z
    .array(landingBlockSchema, { error: LANDING_PAGE_MESSAGES.blocksMissing })
    .min(1, LANDING_PAGE_MESSAGES.blocksMissing)
    .max(L.blocks, `A página pode ter no máximo ${L.blocks} blocos`),
  is_published: z.boolean({ error: 'Valor inválido para publicado' }),
  ends_at: z.iso
    .datetime({ offset: true, error: LANDING_PAGE_MESSAGES.endsAt })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  // Who the page speaks for, its contact, where its leads go and its own tags (landing-owner.ts, issue 54).
  owner: landingOwnerSchema,
  contact: landingContactSchema,
  lead_routing: landingLeadRoutingSchema,
  tracking: landingTrackingSchema,
};

/** A stored page written before issue 54 has none of these: it reads as the agency's own page, with no contact of its own. */
const withDefault = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  schema
    .nullable()
    .optional()
    .transform((input): z.output<T> => input ?? schema.parse(value));

type PageRules = { blocks?: LandingBlock[]; is_published?: boolean };

/** One hero and one lead form at most (the variant and the lead's origin are the page's); a published form needs consent text. */
function checkPage(page: PageRules, ctx: z.RefinementCtx) {
  const blocks = page.blocks ?? [];
  if (blocks.filter((block) => block.type === 'hero').length > 1)
    ctx.addIssue({ code: 'custom', path: ['blocks'], message: LANDING_PAGE_MESSAGES.oneHero });
  if (blocks.filter((block) => block.type === 'lead_form').length > 1)
    ctx.addIssue({ code: 'custom', path: ['blocks'], message: LANDING_PAGE_MESSAGES.oneForm });
  const issue = landingPublishIssue(page);
  if (issue) ctx.addIssue({ code: 'custom', path: ['blocks', issue.index, 'consent_text'], message: issue.message });
}

/** Why this page may not be published (null when it may, or when it is not being published). */
export function landingPublishIssue(page: PageRules): { index: number; message: string } | null {
  if (!page.is_published) return null;
  const index = (page.blocks ?? []).findIndex((block) => block.type === 'lead_form' && !block.consent_text.trim());
  return index < 0 ? null : { index, message: LANDING_PAGE_MESSAGES.consentMissing };
}

/**
 * A landing page as the dashboard sends it (POST /api/landing-pages) and as the CMS stores it. Messages are pt-BR;
 * the CMS answers 400 with the first one and stores nothing.
 */
export const landingPageInputSchema = z
  .object({
    ...fields,
    noindex: fields.noindex.default(false),
    is_published: fields.is_published.default(false),
    owner: withDefault(fields.owner, LANDING_AGENCY_OWNER),
    contact: withDefault(fields.contact, LANDING_EMPTY_CONTACT),
    lead_routing: withDefault(fields.lead_routing, LANDING_EMPTY_ROUTING),
    tracking: withDefault(fields.tracking, LANDING_EMPTY_TRACKING),
  })
  .superRefine(checkPage);
export type LandingPageInput = z.output<typeof landingPageInputSchema>;
export type LandingPageFormValues = z.input<typeof landingPageInputSchema>;

/** For updates every field may be omitted (none gets a default); the CMS checks the merged page with the input schema. */
export const landingPagePatchSchema = z.object(fields).partial().superRefine(checkPage);
export type LandingPagePatch = z.output<typeof landingPagePatchSchema>;

/** Field order of the editor: the first issue in this order is the one the toast shows. */
export const LANDING_PAGE_FORM_FIELDS = [
  'title',
  'slug',
  'seo_title',
  'seo_description',
  'og_image',
  'noindex',
  'blocks',
  'is_published',
  'ends_at',
  'owner',
  'contact',
  'lead_routing',
  'tracking',
] as const satisfies ReadonlyArray<keyof LandingPageFormValues>;

/** True once the page's end date has passed: it then answers 410. */
export const isLandingPageEnded = (page: { ends_at?: string | null }, now = Date.now()) => Boolean(page.ends_at && Date.parse(page.ends_at) <= now);

/** The public file of one hero variant: a is the page's own address, the others a path below it (canonical: the page's). */
export const landingVariantPath = (slug: string, key: LandingVariantKey) =>
  key === 'a' ? paths.landingPage(slug) : `${paths.landingPage(slug)}/${LANDING_VARIANT_SEGMENT}/${key}`;

/** The launch's own thank-you page, below its page (so it shares the page's focused layout). */
export const landingThankYouPath = (slug: string) => `${paths.landingPage(slug)}/${LANDING_THANK_YOU_SEGMENT}`;

/** The hero block of a page, if it has one. */
export const landingHeroOf = (blocks: readonly LandingBlock[]) =>
  blocks.find((block): block is LandingBlockOf<'hero'> => block.type === 'hero') ?? null;

/** The variant keys a page is prerendered with (a alone when it has no hero). */
export const landingVariantKeys = (blocks: readonly LandingBlock[]): LandingVariantKey[] =>
  landingHeroOf(blocks)?.variants.map((variant) => variant.key) ?? ['a'];

/** The slug of the n-th copy of a page (`duplicate`): `<slug>-copia`, then `-copia-2`…, cut to the slug limit. */
export function landingCopySlug(slug: string, n: number): string {
  const suffix = n <= 1 ? '-copia' : `-copia-${n}`;
  return `${slug.slice(0, L.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
}
