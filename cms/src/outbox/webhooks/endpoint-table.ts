import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { WebhookEndpointView, WebhookEvent } from '@alicerce/domain';

/**
 * The CRM endpoints an admin registered (dashboard, admins only). The secret signs every request to the endpoint and
 * is shown once, when the endpoint is created. An endpoint whose deliveries keep failing for a day is paused
 * (paused_at) and the admins are e-mailed; an admin turns it on again.
 */
export const ENDPOINTS = 'webhook_endpoints';

export type EndpointRow = {
  id: number;
  url: string;
  description: string;
  events: string;
  secret: string;
  active: boolean | number;
  paused_at: number | string | null;
  created_at: number | string;
  created_by: string;
};


const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** An endpoint as the dashboard sees it: never its secret. */
export const publicEndpoint = (row: EndpointRow): WebhookEndpointView => ({
  id: Number(row.id),
  url: row.url,
  description: row.description,
  events: JSON.parse(row.events),
  active: Boolean(row.active),
  paused_at: iso(row.paused_at),
  created_at: iso(row.created_at)!,
  created_by: row.created_by,
});

export async function ensureEndpointTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(ENDPOINTS)) return;
  await knex.schema.createTable(ENDPOINTS, (table) => {
    table.increments('id');
    table.string('url', 500).notNullable();
    table.string('description', 120).notNullable().defaultTo('');
    table.text('events').notNullable();
    table.string('secret', 80).notNullable();
    table.boolean('active').notNullable().defaultTo(true);
    table.bigInteger('paused_at').nullable();
    table.bigInteger('created_at').notNullable();
    table.string('created_by', 255).notNullable();
  });
}

/** The active endpoints subscribed to `event`, read in the transaction that stores what the event is about. */
export async function subscribedEndpoints(db: Knex | Knex.Transaction, event: WebhookEvent): Promise<EndpointRow[]> {
  const rows: EndpointRow[] = await db(ENDPOINTS).where('active', true).whereNull('paused_at');
  return rows.filter((row) => (JSON.parse(row.events) as string[]).includes(event));
}
