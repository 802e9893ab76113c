import type { WebhookEvent } from '@alicerce/domain';

/**
 * What a webhook carries: the record in the lead's own field names (docs/webhooks.md lists them). The body of a
 * request is `{ id, event, created_at, data }`, `id` being the delivery's key (also the Idempotency-Key header), the
 * same over every attempt.
 */
type Row = Record<string, unknown>;
/** A stored lead or booking as a payload reads it: any of its fields by name, the few it names itself typed. */
type LeadRow = Row & { documentId: string; lead_status?: string | null };
type BookingRow = Row & { documentId: string; date: string; time: string; time_zone?: string | null; meeting_url: string };

const pick = (source: Row, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));

const CONTACT = ['name', 'email', 'phone', 'company', 'message', 'source_page'] as const;
const ORIGIN = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'first_utm_source',
  'first_utm_medium',
  'first_utm_campaign',
  'landing_page',
  'referrer',
  'gclid',
  'fbclid',
] as const;

const stamp = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

export const leadPayload = (lead: LeadRow) => ({
  lead: { id: lead.documentId, ...pick(lead, CONTACT), ...pick(lead, ORIGIN), status: lead.lead_status ?? 'new', created_at: stamp(lead.createdAt) },
});

export const bookingPayload = (booking: BookingRow) => ({
  booking: {
    id: booking.documentId,
    ...pick(booking, CONTACT),
    date: booking.date,
    time: booking.time,
    time_zone: booking.time_zone ?? 'America/Sao_Paulo',
    meeting_url: booking.meeting_url,
    ...pick(booking, ORIGIN),
    created_at: stamp(booking.createdAt),
  },
});

export const outcomePayload = (lead: LeadRow) => ({
  lead: {
    id: lead.documentId,
    status: lead.lead_status ?? null,
    outcome: lead.outcome ?? null,
    outcome_value: lead.outcome_value === null || lead.outcome_value === undefined ? null : Number(lead.outcome_value),
    outcome_set_at: stamp(lead.outcome_set_at),
  },
});

export type WebhookMessage = { endpoint_id: number; event: WebhookEvent | 'ping'; occurred_at: string; data: Record<string, unknown> };

export const webhookBody = (key: string, message: WebhookMessage) =>
  JSON.stringify({ id: key, event: message.event, created_at: message.occurred_at, data: message.data });
