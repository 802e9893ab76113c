import { WEBHOOK_EVENT_LABELS, type WebhookEvent } from '@alicerce/domain';

import type { DeliveryChannel, DeliveryState } from '../types';

export const STATE_LABELS: Record<DeliveryState, string> = { pending: 'Pendente', sent: 'Entregue', failed: 'Falhou' };
export const CHANNEL_LABELS: Record<DeliveryChannel, string> = { email: 'E-mail', webhook: 'Webhook' };

const OTHER_EVENTS: Record<string, string> = { ping: 'Evento de teste', 'endpoint.paused': 'Aviso de webhook pausado' };

/** What a delivery is about, in pt-BR ('Novo lead', 'Evento de teste' …); an unknown event shows as stored. */
export const eventLabel = (event: string) => WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? OTHER_EVENTS[event] ?? event;
