import { CONTACT_MESSAGES } from './contact-messages';
import { z } from './zod';
import { landingLeadSchema } from './landing-lead';

/** Letters of any language (accents included) and spaces. */
const NAME_PATTERN = /^[\p{L}\s]+$/u;
/** Digits, spaces, parentheses and hyphens — or nothing yet: an empty phone is too short, not one with letters. */
const PHONE_PATTERN = /^[\d\s()-]*$/;
const M = CONTACT_MESSAGES;

/**
 * The visitor's part of the lead and booking forms (spec §5), with the spec's pt-BR messages.
 * The site validates with it before sending; the CMS validates again and answers 400 with the first message.
 * A field left blank gets its minimum-length message (name, phone) or 'Email inválido' — nothing was typed that is
 * not a letter or a digit.
 */
export const contactFieldsSchema = z.object({
  name: z.string({ error: M.nameMin }).trim().min(2, M.nameMin).max(100, M.nameMax).regex(NAME_PATTERN, M.nameLetters),
  email: z
    .string({ error: M.email })
    .trim()
    .max(255, M.emailMax)
    .pipe(z.email(M.email))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ error: M.phoneMin })
    .trim()
    .regex(PHONE_PATTERN, M.phoneDigits)
    .refine((value) => value.replace(/\D/g, '').length >= 10, M.phoneMin)
    .refine((value) => value.length <= 20, M.phoneMax),
  company: z.string().trim().max(200, M.companyMax).optional().default(''),
  message: z.string().trim().max(1000, M.messageMax).optional().default(''),
});

export type ContactFields = z.infer<typeof contactFieldsSchema>;
export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;

const utmValue = z.string().trim().max(200).optional().nullable();

/**
 * Ad click IDs sent with a lead or booking (Google: gclid/gbraid/wbraid; Meta: fbclid and the _fbc/_fbp cookie
 * values). Stored in columns of the same names on leads and bookings.
 */
export const CLICK_ID_FIELDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'fbc', 'fbp'] as const;
export type ClickIdField = (typeof CLICK_ID_FIELDS)[number];

/**
 * A click ID is printable ASCII without spaces (Google's and Meta's IDs are base64url-like, `_fbc`/`_fbp` add dots),
 * at most 255 characters: anything else (too long, control characters) is refused whole, never stored cut.
 * The site drops such values before sending (web/src/site/features/leads/click-ids.ts), so only a forged request sees it.
 */
export const CLICK_ID_MESSAGE = 'Identificador de clique inválido (até 255 caracteres, sem espaços nem caracteres de controle)';

function clickIdShape() {
  const value = z
    .string({ error: CLICK_ID_MESSAGE })
    .trim()
    .max(255, CLICK_ID_MESSAGE)
    .regex(/^[\x21-\x7E]*$/, CLICK_ID_MESSAGE)
    .optional()
    .nullable();
  return Object.fromEntries(CLICK_ID_FIELDS.map((field) => [field, value])) as Record<ClickIdField, typeof value>;
}

/** Attribution kept by the browser from the visit's landing (first touch) and latest visit (last touch). */
export const attributionSchema = z.object({
  source_page: z.string().trim().max(200).optional().nullable(),
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
  first_utm_source: utmValue,
  first_utm_medium: utmValue,
  first_utm_campaign: utmValue,
  first_utm_term: utmValue,
  first_utm_content: utmValue,
  referrer: z.string().trim().max(500).optional().nullable(),
  landing_page: z.string().trim().max(500).optional().nullable(),
  ...clickIdShape(),
});

export type Attribution = z.infer<typeof attributionSchema>;

/** A lead: the visitor's fields, the visit's attribution and, from a landing page's form, the page and hero variant. */
export const leadInputSchema = contactFieldsSchema.extend(attributionSchema.shape).extend(landingLeadSchema.shape);
export type LeadInput = z.infer<typeof leadInputSchema>;

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * What a lead or booking produced, set by an admin in the inbox (columns `outcome`, `outcome_value` in R$,
 * `outcome_set_by`, `outcome_set_at` on leads and bookings; null = no outcome yet). 'won' counts as qualified too.
 */
export const OUTCOMES = ['qualified', 'won'] as const;
export type Outcome = (typeof OUTCOMES)[number];
