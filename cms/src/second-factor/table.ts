import type { Core } from '@strapi/strapi';

/**
 * Each account's second factor (TOTP, RFC 6238): one row per account that enrolled or is enrolling. Kept out of the
 * users-permissions user (whose fields /users/me and the Strapi panel show) in a table of its own; the secret is
 * stored encrypted (second-factor/secrets.ts), the recovery codes as keyed hashes. Times are epoch milliseconds.
 *
 * - pending_secret: the secret of an enrolment not yet confirmed (shown once, when it starts);
 * - secret + enabled_at: the confirmed factor; the secret is never returned again;
 * - last_time_step: the last accepted 30-second step, so a code cannot be used twice (nor an older one);
 * - recovery_hashes: JSON array of the unused recovery codes' hashes;
 * - ticket_id / ticket_failures: the one sign-in ticket (after the password) that may still be exchanged for a session.
 *
 * This module owns the table: every query on it is one of the named functions below (docs/data-access.md).
 */
export const SECOND_FACTORS = 'second_factors';

export type SecondFactorRow = {
  user_id: number;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: number | string | null;
  last_time_step: number | string | null;
  recovery_hashes: string;
  ticket_id: string | null;
  ticket_failures: number;
  updated_at: number | string;
};

export async function ensureSecondFactorTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(SECOND_FACTORS)) return;
  await knex.schema.createTable(SECOND_FACTORS, (table) => {
    table.integer('user_id').primary();
    table.text('secret').nullable();
    table.text('pending_secret').nullable();
    table.bigInteger('enabled_at').nullable();
    table.bigInteger('last_time_step').nullable();
    table.text('recovery_hashes').notNullable().defaultTo('[]');
    table.string('ticket_id', 64).nullable();
    table.integer('ticket_failures').notNullable().defaultTo(0);
    table.bigInteger('updated_at').notNullable();
  });
}

const rows = (strapi: Core.Strapi) => strapi.db.connection(SECOND_FACTORS);

/** The account's row, if it ever started an enrolment. */
export async function findSecondFactor(strapi: Core.Strapi, userId: number): Promise<SecondFactorRow | null> {
  return (await rows(strapi).where({ user_id: userId }).first()) ?? null;
}

/** Whether the account has a confirmed second factor. */
export async function hasSecondFactor(strapi: Core.Strapi, userId: number): Promise<boolean> {
  const row = await rows(strapi).select('enabled_at').where({ user_id: userId }).first();
  return Boolean(row?.enabled_at);
}

/** Starts (or restarts) an enrolment with a new encrypted secret; refused (false) once a factor is confirmed. */
export async function storePendingSecret(strapi: Core.Strapi, userId: number, pendingSecret: string): Promise<boolean> {
  const now = Date.now();
  const changed = await rows(strapi).where({ user_id: userId }).whereNull('enabled_at').update({ pending_secret: pendingSecret, updated_at: now });
  if (changed) return true;
  if (await findSecondFactor(strapi, userId)) return false;
  await rows(strapi).insert({ user_id: userId, pending_secret: pendingSecret, recovery_hashes: '[]', ticket_failures: 0, updated_at: now });
  return true;
}

/** Confirms the pending secret it was given (unchanged meanwhile): it becomes the factor, with its recovery codes. */
export async function confirmPendingSecret(strapi: Core.Strapi, userId: number, pendingSecret: string, timeStep: number, recoveryHashes: string[]) {
  const now = Date.now();
  const changed = await rows(strapi)
    .where({ user_id: userId, pending_secret: pendingSecret })
    .whereNull('enabled_at')
    .update({
      secret: pendingSecret,
      pending_secret: null,
      enabled_at: now,
      last_time_step: timeStep,
      recovery_hashes: JSON.stringify(recoveryHashes),
      updated_at: now,
    });
  return changed === 1;
}

/**
 * Records `timeStep` as the last one used, only if it is later than the one before: of two requests with the same
 * code (or an older one) exactly one is accepted, on every replica.
 */
export async function acceptTimeStep(strapi: Core.Strapi, userId: number, timeStep: number): Promise<boolean> {
  const changed = await rows(strapi)
    .where({ user_id: userId })
    .whereNotNull('enabled_at')
    .where((q) => q.whereNull('last_time_step').orWhere('last_time_step', '<', timeStep))
    .update({ last_time_step: timeStep, updated_at: Date.now() });
  return changed === 1;
}

/** Removes one recovery code's hash, only if the list is still the one read: a code works once, even twice at once. */
export async function spendRecoveryHash(strapi: Core.Strapi, userId: number, before: string, after: string[]): Promise<boolean> {
  const changed = await rows(strapi)
    .where({ user_id: userId, recovery_hashes: before })
    .update({ recovery_hashes: JSON.stringify(after), updated_at: Date.now() });
  return changed === 1;
}

/** Turns the factor off (or drops an unfinished enrolment): the account signs in with its password alone again. */
export async function deleteSecondFactor(strapi: Core.Strapi, userId: number): Promise<boolean> {
  return (await rows(strapi).where({ user_id: userId }).delete()) > 0;
}

/** Names the one sign-in ticket that may be exchanged (a newer sign-in replaces an older ticket). */
export async function storeTicket(strapi: Core.Strapi, userId: number, ticketId: string) {
  await rows(strapi).where({ user_id: userId }).update({ ticket_id: ticketId, ticket_failures: 0, updated_at: Date.now() });
}

/** Spends the ticket: true for exactly one caller, and only while it is still the account's current ticket. */
export async function spendTicket(strapi: Core.Strapi, userId: number, ticketId: string): Promise<boolean> {
  const changed = await rows(strapi)
    .where({ user_id: userId, ticket_id: ticketId })
    .update({ ticket_id: null, ticket_failures: 0, updated_at: Date.now() });
  return changed === 1;
}

/** Counts a wrong code on the ticket; once `max` are counted the ticket is dropped (sign in with the password again). */
export async function countTicketFailure(strapi: Core.Strapi, userId: number, ticketId: string, max: number): Promise<void> {
  await rows(strapi).where({ user_id: userId, ticket_id: ticketId }).increment('ticket_failures', 1);
  await rows(strapi).where({ user_id: userId, ticket_id: ticketId }).where('ticket_failures', '>=', max).update({ ticket_id: null });
}

/** Whether the ticket is still the account's current one. */
export async function isCurrentTicket(strapi: Core.Strapi, userId: number, ticketId: string): Promise<boolean> {
  return Boolean(await rows(strapi).select('user_id').where({ user_id: userId, ticket_id: ticketId }).first());
}
