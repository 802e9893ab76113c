import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { LANDING_WEBHOOK_EVENT, endpointInUseMessage, webhookEndpointInputSchema } from '@alicerce/domain';
import { enqueueDeliveries, wakeOutbox } from '../../../outbox';
import { endpointDeliveries, latestDeliveryKey } from '../../../outbox/table';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  publicEndpoint,
  updateEndpoint,
  type EndpointRow,
} from '../../../outbox/webhooks/endpoint-table';
import { assertPublicTarget, WebhookTargetError } from '../../../outbox/webhooks/public-target';
import { newWebhookSecret } from '../../../outbox/webhooks/signature';
import { publicDelivery } from '../../../outbox/deliveries-view';
import { recordAudit, requestActor } from '../../../utils/audit-log';
import { validateInput } from '../../../utils/validate-input';
import { pagesUsingEndpoint } from '../../landing-page/page-webhook';

async function endpointOf(ctx: Context): Promise<EndpointRow> {
  const row = await findEndpoint(strapi, Number(ctx.params.id));
  if (!row) throw new errors.NotFoundError('Webhook não encontrado.');
  return row;
}

/** The URL must be https to a public address (unless tests allow loopback): a pt-BR 400 beside the URL field. */
async function checkTarget(url: string) {
  try {
    await assertPublicTarget(url);
  } catch (error) {
    if (!(error instanceof WebhookTargetError)) throw error;
    throw new errors.ValidationError(error.message, { errors: [{ path: ['url'], message: error.message }] });
  }
}

/** 409 while landing pages send their leads to the endpoint (they would silently stop reaching the launch's CRM). */
async function assertNotUsedByPages(ctx: Context, id: number) {
  const titles = await pagesUsingEndpoint(strapi, id);
  if (titles.length) ctx.throw(409, endpointInUseMessage(titles));
}

const audit = (action: 'created' | 'updated' | 'deleted' | 'tested', row: Pick<EndpointRow, 'id' | 'url'>) =>
  recordAudit(strapi, requestActor(strapi)!, { action, subject_type: 'webhook_endpoint', subject_id: row.id, label: row.url.slice(0, 200) });

export default {
  /** GET /api/webhook-endpoints: every endpoint, newest first, without secrets. */
  async find(ctx) {
    const rows = await listEndpoints(strapi);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map(publicEndpoint) };
  },

  /** POST /api/webhook-endpoints: the new endpoint, with its secret — the only answer that ever carries it. */
  async create(ctx) {
    const input = validateInput(webhookEndpointInputSchema, ctx.request.body?.data);
    await checkTarget(input.url);
    const secret = newWebhookSecret();
    const row = await insertEndpoint(strapi, input, secret, requestActor(strapi)?.name ?? '');
    await audit('created', row);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { ...publicEndpoint(row), secret } };
  },

  /** PUT /api/webhook-endpoints/:id: URL, events, description, on/off. Turning a paused endpoint on resumes it. */
  async update(ctx) {
    const current = await endpointOf(ctx);
    const input = validateInput(webhookEndpointInputSchema, ctx.request.body?.data);
    if (!input.events.includes(LANDING_WEBHOOK_EVENT)) await assertNotUsedByPages(ctx, current.id);
    await checkTarget(input.url);
    const row = await updateEndpoint(strapi, current.id, input);
    await audit('updated', row);
    ctx.body = { data: publicEndpoint(row) };
  },

  /** DELETE /api/webhook-endpoints/:id: its pending deliveries fail ('Endpoint removido') when their turn comes. */
  async delete(ctx) {
    const current = await endpointOf(ctx);
    await assertNotUsedByPages(ctx, current.id);
    await deleteEndpoint(strapi, current.id);
    await audit('deleted', current);
    ctx.status = 204;
  },

  /** POST /api/webhook-endpoints/:id/test: queues a signed `ping` to the endpoint; answers the delivery's key. */
  async test(ctx) {
    const endpoint = await endpointOf(ctx);
    await checkTarget(endpoint.url);
    let key = '';
    await strapi.db.transaction(async ({ trx }) => {
      await enqueueDeliveries(trx, [
        {
          channel: 'webhook',
          event: 'ping',
          subject_type: 'endpoint',
          subject_id: String(endpoint.id),
          message: {
            endpoint_id: Number(endpoint.id),
            event: 'ping',
            occurred_at: new Date().toISOString(),
            data: { message: 'Evento de teste do painel da Alicerce Digital.' },
          },
        },
      ]);
      key = (await latestDeliveryKey(trx, { type: 'endpoint', id: String(endpoint.id) }, 'ping'))!;
    });
    wakeOutbox();
    await audit('tested', endpoint);
    ctx.status = 202;
    ctx.body = { data: { delivery_key: key } };
  },

  /** GET /api/webhook-endpoints/:id/deliveries: its 20 latest deliveries with their attempts. */
  async deliveries(ctx) {
    const endpoint = await endpointOf(ctx);
    const rows = await endpointDeliveries(strapi, endpoint.id, 20);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map(publicDelivery) };
  },
} satisfies Core.Controller;
