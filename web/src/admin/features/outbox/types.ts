import type { WebhookEndpointView } from '@alicerce/domain';

/** One delivery of the CMS's outbox (GET /api/outbox-deliveries, admins only): an e-mail or a CRM webhook. */
export type Delivery = {
  id: number;
  key: string;
  channel: 'email' | 'webhook';
  event: string;
  subject_type: 'lead' | 'booking' | 'endpoint' | 'account';
  subject_id: string;
  endpoint_id: number | null;
  recipient: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
  attempt_log: Array<{ at: string; ok: boolean; ms: number; error?: string }>;
};

export type DeliveryState = 'pending' | 'sent' | 'failed';
export type DeliveryChannel = 'email' | 'webhook';

export type DeliveriesQuery = { state: DeliveryState | ''; channel: DeliveryChannel | ''; page: number };

export type DeliveriesPage = {
  data: Delivery[];
  meta: { counts: Record<DeliveryState, number>; pagination: { page: number; pageSize: number; total: number; pageCount: number } };
};

export type FailingSummary = { failing: number; since: string | null };

/** A CRM endpoint as GET /api/webhook-endpoints answers it (admins only; never its secret). */
export type WebhookEndpoint = WebhookEndpointView;
