import { z } from './zod';

/**
 * What a CRM can subscribe to: a new lead, a new booking, a lead's outcome set or cleared in the dashboard, and a new
 * lead from a landing page whose admin chose this endpoint as the page's own webhook (a launch's CRM: it gets that
 * page's leads only, with the page and the variant).
 */
export const WEBHOOK_EVENTS = ['lead.created', 'booking.created', 'lead.outcome_changed', 'landing_page.lead_created'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.created': 'Novo lead',
  'booking.created': 'Nova consultoria agendada',
  'lead.outcome_changed': 'Resultado do lead alterado',
  'landing_page.lead_created': 'Novo lead das landing pages que usam este webhook',
};

/** The event of a lead sent to a landing page's own webhook (an endpoint subscribed to it, chosen on the page). */
export const LANDING_WEBHOOK_EVENT = 'landing_page.lead_created' satisfies WebhookEvent;

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Alicerce-Signature';
/** How old a signed timestamp may be before a receiver should reject the request as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const WEBHOOK_MESSAGES = {
  url: 'Informe uma URL válida, começando com https://',
  urlMax: 'URL deve ter no máximo 500 caracteres',
  events: 'Escolha pelo menos um evento',
  description: 'Descrição deve ter no máximo 120 caracteres',
  notPublic: 'A URL do webhook deve usar https e apontar para um endereço público da internet (nada de localhost nem rede interna).',
} as const;

const httpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/**
 * An endpoint as an admin enters it. The form and the CMS check the URL's shape here; the CMS also requires https and
 * a public host (outbox/webhooks/public-target.ts), which it can only check by resolving the name.
 */
export const webhookEndpointInputSchema = z.object({
  url: z.string({ error: WEBHOOK_MESSAGES.url }).trim().max(500, WEBHOOK_MESSAGES.urlMax).refine(httpUrl, WEBHOOK_MESSAGES.url),
  events: z.array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }), { error: WEBHOOK_MESSAGES.events }).min(1, WEBHOOK_MESSAGES.events),
  description: z.string().trim().max(120, WEBHOOK_MESSAGES.description).optional().default(''),
  active: z.boolean().optional().default(true),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

/** An endpoint as the CMS answers it to the dashboard (admins only): never its secret. */
export type WebhookEndpointView = {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  active: boolean;
  paused_at: string | null;
  created_at: string;
  created_by: string;
};
