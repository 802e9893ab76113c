import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';
import { enqueueDeliveries } from '../enqueue';
import { findEndpoint, markEndpointPaused } from './endpoint-table';

/**
 * Pauses an endpoint whose delivery failed through every retry and e-mails each admin (through the outbox, so the
 * notice is not lost either). Its later events are not queued until an admin turns it on again.
 */
export async function pauseEndpoint(strapi: Core.Strapi, endpointId: number, reason: string) {
  if (!(await markEndpointPaused(strapi, endpointId))) return;
  const endpoint = await findEndpoint(strapi, endpointId);
  const admins: Array<{ email: string }> = await strapi.db
    .query('plugin::users-permissions.user')
    .findMany({ where: { role: { type: ADMIN_ROLE_TYPE }, blocked: false }, select: ['email'] });
  await enqueueDeliveries(
    strapi.db.connection,
    admins.map(({ email }) => ({
      channel: 'email' as const,
      event: 'endpoint.paused',
      subject_type: 'endpoint' as const,
      subject_id: String(endpointId),
      message: {
        to: email,
        subject: 'Webhook pausado: entregas falhando há mais de um dia',
        text: [
          `O endpoint ${endpoint?.url} foi pausado: as entregas para ele falharam em todas as tentativas por mais de um dia.`,
          `Último erro: ${reason}`,
          '',
          'Confira o endpoint no painel (Configurações do Site → Webhooks), corrija-o e ative-o de novo; as entregas que falharam podem ser reenviadas na tela Envios.',
        ].join('\n'),
      },
    })),
  );
  strapi.log.warn(`[outbox] webhook endpoint ${endpointId} paused after failing for more than a day: ${reason}`);
}
