import { WEBHOOK_EVENT_LABELS, type WebhookEvent } from '@alicerce/domain';

import type { DeliveryChannel, DeliveryState } from '../types';

export const STATE_LABELS: Record<DeliveryState, string> = { pending: 'Pendente', sent: 'Entregue', failed: 'Falhou' };
export const CHANNEL_LABELS: Record<DeliveryChannel, string> = { email: 'E-mail', webhook: 'Webhook' };

const OTHER_EVENTS: Record<string, string> = {
  ping: 'Evento de teste',
  'endpoint.paused': 'Aviso de webhook pausado',
  'account.failed-sign-ins': 'Aviso de tentativas de acesso',
  'account.new-browser': 'Aviso de acesso em novo navegador',
};

/** What a delivery is about, in pt-BR ('Novo lead', 'Evento de teste' …); an unknown event shows as stored. */
export const eventLabel = (event: string) => WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? OTHER_EVENTS[event] ?? event;

/** Where each subject of a delivery is from, said in words (its id is a reference for support, shown on wide screens). */
export const SUBJECT_LABELS = { lead: 'sobre um lead', booking: 'sobre um agendamento', endpoint: 'de um webhook', account: 'de uma conta' } as const;

/**
 * An e-mail address with its natural break points (after the @, before each dot) marked, so a narrow card wraps it
 * there instead of mid-word.
 */
export const breakPoints = (address: string) => address.split(/(?=\.)|(?<=@)/);
