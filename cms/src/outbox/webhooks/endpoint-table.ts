import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LANDING_WEBHOOK_EVENT, type WebhookEndpointView, type WebhookEvent } from '@alicerce/domain';

/**
 * The CRM endpoints an admin registered (dashboard, admins only). The secret signs every request to the endpoint and
 * is shown once, when the endpoint is created. An endpoint whose deliveries keep failing for a day is paused
 * (paused_at) and the admins are e-mailed; an admin turns it on again.
 *
 * This module owns the table: every query on it is one of the named functions below (docs/data-access.md).
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

/** An endpoint a landing page may name as its own webhook: stored and subscribed to the landing event (undefined otherwise). */
export async function landingEndpoint(db: Knex | Knex.Transaction, id: number): Promise<EndpointRow | undefined> {
  const row: EndpointRow | undefined = Number.isInteger(id) ? await db(ENDPOINTS).where('id', id).first() : undefined;
  return row && (JSON.parse(row.events) as string[]).includes(LANDING_WEBHOOK_EVENT) ? row : undefined;
}

/** What an admin sets on an endpoint (the dashboard's form). */
export type EndpointFields = { url: string; description: string; events: WebhookEvent[]; active: boolean };

/** Every endpoint, newest first. */
export async function listEndpoints(strapi: Core.Strapi): Promise<EndpointRow[]> {
  return strapi.db.connection(ENDPOINTS).orderBy('id', 'desc');
}

/** One endpoint by its id (undefined for an id that is not an integer or not stored). */
export async function findEndpoint(strapi: Core.Strapi, id: number): Promise<EndpointRow | undefined> {
  return Number.isInteger(id) ? strapi.db.connection(ENDPOINTS).where('id', id).first() : undefined;
}

/** Stores a new endpoint with its secret; answers the stored row. */
export async function insertEndpoint(strapi: Core.Strapi, fields: EndpointFields, secret: string, createdBy: string): Promise<EndpointRow> {
  const [inserted] = await strapi.db
    .connection(ENDPOINTS)
    .insert({
      url: fields.url,
      description: fields.description,
      events: JSON.stringify(fields.events),
      secret,
      active: fields.active,
      created_at: Date.now(),
      created_by: createdBy,
    })
    .returning('id');
  const id = typeof inserted === 'object' ? inserted.id : inserted;
  return strapi.db.connection(ENDPOINTS).where('id', id).first();
}

/** Changes an endpoint's fields; turning it on resumes a paused one. Answers the stored row. */
export async function updateEndpoint(strapi: Core.Strapi, id: number, fields: EndpointFields): Promise<EndpointRow> {
  await strapi.db
    .connection(ENDPOINTS)
    .where('id', id)
    .update({
      url: fields.url,
      description: fields.description,
      events: JSON.stringify(fields.events),
      active: fields.active,
      ...(fields.active ? { paused_at: null } : {}),
    });
  return strapi.db.connection(ENDPOINTS).where('id', id).first();
}

export async function deleteEndpoint(strapi: Core.Strapi, id: number) {
  await strapi.db.connection(ENDPOINTS).where('id', id).delete();
}

/** Pauses an endpoint that is not paused yet: false when it already was (or is gone). */
export async function markEndpointPaused(strapi: Core.Strapi, id: number): Promise<boolean> {
  return (await strapi.db.connection(ENDPOINTS).where('id', id).whereNull('paused_at').update({ paused_at: Date.now() })) > 0;
}
