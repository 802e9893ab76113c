import { z } from './zod';
import { CONSENT_CATEGORIES } from './enums';
import { landingImageSchema } from './landing-blocks';
import { phoneDigits } from './personal-data';

/**
 * Who a landing page speaks for, how a visitor reaches them, and where its leads go (issue 54).
 *
 * - `owner`: the agency itself (the page keeps the site's frame: header, navigation, 'Agendar', the agency's WhatsApp)
 *   or a client's launch (name, logo, optional accent colour): then /lp/<slug> is drawn in a focused layout with the
 *   owner's logo, no site navigation and a minimal footer, and its thank-you is the launch's own.
 * - `contact`: the page's WhatsApp number and prefilled message, and the words of its call to action.
 * - `lead_routing` (admins only): the e-mails that receive its leads and, optionally, its own webhook: one of the CRM
 *   endpoints registered in Administração › Webhooks (signed with its secret, retried, paused on failure) that subscribes to
 *   LANDING_WEBHOOK_EVENT — never a free URL, so a page's leads go only where an admin registered a receiver.
 * - `tracking` (admins only): the launch's own measurement tags, run only after the visitor's consent in its category.
 *
 * Only an admin may set `lead_routing` or `tracking`: an editor who sends them changed is refused by the CMS (403,
 * LANDING_ROUTING_MESSAGES.adminOnly) — an editor cannot send a page's leads to an address of their choice.
 */

export const LANDING_OWNER_KINDS = ['agency', 'launch'] as const;
export type LandingOwnerKind = (typeof LANDING_OWNER_KINDS)[number];

export const LANDING_OWNER_LIMITS = { name: 120, message: 300, cta: 40, recipients: 5, email: 255, markup: 20_000 } as const;

export const LANDING_OWNER_MESSAGES = {
  kind: 'Dono da página inválido: use a agência ou um lançamento',
  name: 'Informe o nome do lançamento',
  nameMax: `Nome do lançamento deve ter no máximo ${LANDING_OWNER_LIMITS.name} caracteres`,
  logo: 'Escolha o logo do lançamento',
  accent: 'Cor de destaque inválida: use o formato #RRGGBB',
  whatsapp: 'WhatsApp inválido: informe um celular do Brasil com DDD, como +55 15 99876-5432',
  message: `Mensagem do WhatsApp deve ter no máximo ${LANDING_OWNER_LIMITS.message} caracteres`,
  cta: `Texto da chamada deve ter no máximo ${LANDING_OWNER_LIMITS.cta} caracteres`,
  recipient: 'E-mail de destino dos leads inválido',
  recipientsMax: `Informe no máximo ${LANDING_OWNER_LIMITS.recipients} e-mails de destino`,
  recipientsRepeated: 'Cada e-mail de destino só pode aparecer uma vez',
  webhook:
    'Webhook inválido: escolha um webhook cadastrado em Administração › Webhooks com o evento “Novo lead das landing pages que usam este webhook”',
  markupMax: `As tags de medição devem ter no máximo ${LANDING_OWNER_LIMITS.markup} caracteres`,
  category: 'Categoria de consentimento inválida',
} as const;

/** The message the CMS answers (403) when an editor sends a page's recipients, webhook or tags changed. */
export const LANDING_ROUTING_MESSAGES = {
  adminOnly: 'Somente administradores definem para onde vão os leads da página (e-mails, webhook) e as tags de medição.',
} as const;

/** The refusal (409) of removing a webhook, or its landing event, while pages send their leads to it. */
export const endpointInUseMessage = (titles: string[]) =>
  `Este webhook recebe os leads das landing pages ${titles.map((title) => `“${title}”`).join(', ')}. Escolha outro destino nessas páginas antes de excluí-lo ou de tirar o evento de landing pages.`;

/** The fields of a landing page that only an admin may change. */
export const LANDING_ADMIN_ONLY_FIELDS = ['lead_routing', 'tracking'] as const;

/**
 * A Brazilian mobile for WhatsApp, as typed ('+55 15 99876-5432', '(15) 99876-5432', '5515998765432'), or null when it
 * is not one. Answers '+55' and the 11 digits: area code (11–99) and a 9-digit mobile starting with 9.
 */
export function normalizeWhatsappBr(value: string): string | null {
  const typed = value.trim();
  if (/^\+(?!\s*55)/.test(typed)) return null; // another country's code
  if (/[^\d\s()+.-]/.test(typed)) return null;
  let digits = phoneDigits(typed);
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  else if (digits.length === 12 && digits.startsWith('0')) digits = digits.slice(1);
  if (!/^[1-9][1-9]9\d{8}$/.test(digits)) return null;
  return `+55${digits}`;
}

/** The WhatsApp number of a page (shared by the site's links and the CMS's check): '' or null means none. */
export const whatsappBrSchema = z
  .string({ error: LANDING_OWNER_MESSAGES.whatsapp })
  .trim()
  .max(30, LANDING_OWNER_MESSAGES.whatsapp)
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const normalized = normalizeWhatsappBr(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: LANDING_OWNER_MESSAGES.whatsapp });
      return z.NEVER;
    }
    return normalized;
  });

/** '+5515998765432' as people read it: '+55 15 99876-5432'. */
export const formatWhatsappBr = (normalized: string) => {
  const digits = phoneDigits(normalized).slice(2);
  return `+55 ${digits.slice(0, 2)} ${digits.slice(2, 7)}-${digits.slice(7)}`;
};

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => value ?? '');

export const landingOwnerSchema = z
  .object({
    kind: z.enum(LANDING_OWNER_KINDS, { error: LANDING_OWNER_MESSAGES.kind }),
    name: optionalText(LANDING_OWNER_LIMITS.name, LANDING_OWNER_MESSAGES.nameMax),
    logo: landingImageSchema
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    accent: z
      .string({ error: LANDING_OWNER_MESSAGES.accent })
      .trim()
      .nullable()
      .optional()
      .transform((value) => (value ? value.toLowerCase() : null))
      .refine((value) => value === null || /^#[0-9a-f]{6}$/.test(value), LANDING_OWNER_MESSAGES.accent),
  })
  .superRefine((owner, ctx) => {
    if (owner.kind !== 'launch') return;
    if (!owner.name) ctx.addIssue({ code: 'custom', path: ['name'], message: LANDING_OWNER_MESSAGES.name });
    if (owner.logo === null) ctx.addIssue({ code: 'custom', path: ['logo'], message: LANDING_OWNER_MESSAGES.logo });
  });
export type LandingOwner = z.output<typeof landingOwnerSchema>;

export const landingContactSchema = z.object({
  whatsapp: whatsappBrSchema,
  whatsapp_message: optionalText(LANDING_OWNER_LIMITS.message, LANDING_OWNER_MESSAGES.message),
  cta_text: optionalText(LANDING_OWNER_LIMITS.cta, LANDING_OWNER_MESSAGES.cta),
});
export type LandingContact = z.output<typeof landingContactSchema>;

export const landingLeadRoutingSchema = z.object({
  recipients: z
    .array(
      z
        .string({ error: LANDING_OWNER_MESSAGES.recipient })
        .trim()
        .toLowerCase()
        .max(LANDING_OWNER_LIMITS.email, LANDING_OWNER_MESSAGES.recipient)
        .pipe(z.email({ error: LANDING_OWNER_MESSAGES.recipient })),
      { error: LANDING_OWNER_MESSAGES.recipient },
    )
    .max(LANDING_OWNER_LIMITS.recipients, LANDING_OWNER_MESSAGES.recipientsMax)
    .refine((list) => new Set(list).size === list.length, LANDING_OWNER_MESSAGES.recipientsRepeated)
    .default([]),
  webhook_endpoint_id: z
    .number({ error: LANDING_OWNER_MESSAGES.webhook })
    .int(LANDING_OWNER_MESSAGES.webhook)
    .positive(LANDING_OWNER_MESSAGES.webhook)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type LandingLeadRouting = z.output<typeof landingLeadRoutingSchema>;

/** The launch's own tags (its pixel or tag manager): markup run like the site's snippets, only once `category` is granted. */
export const landingTrackingSchema = z.object({
  markup: z.string({ error: LANDING_OWNER_MESSAGES.markupMax }).trim().max(LANDING_OWNER_LIMITS.markup, LANDING_OWNER_MESSAGES.markupMax).default(''),
  category: z.enum(CONSENT_CATEGORIES, { error: LANDING_OWNER_MESSAGES.category }).exclude(['necessary']).default('marketing'),
});
export type LandingTracking = z.output<typeof landingTrackingSchema>;

export const LANDING_AGENCY_OWNER: z.input<typeof landingOwnerSchema> = { kind: 'agency', name: '', logo: null, accent: null };
export const LANDING_EMPTY_CONTACT: z.input<typeof landingContactSchema> = { whatsapp: null, whatsapp_message: '', cta_text: '' };
export const LANDING_EMPTY_ROUTING: z.input<typeof landingLeadRoutingSchema> = { recipients: [], webhook_endpoint_id: null };
export const LANDING_EMPTY_TRACKING: z.input<typeof landingTrackingSchema> = { markup: '', category: 'marketing' };

/** True when a page belongs to a client's launch (focused layout, the launch's thank-you). */
export const isLaunchOwned = (page: { owner?: { kind?: string } | null }) => page.owner?.kind === 'launch';

/** The launch's own thank-you page: below its page, so it shares the page's focused layout. */
export const LANDING_THANK_YOU_SEGMENT = 'obrigado';
