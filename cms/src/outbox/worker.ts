import { randomUUID } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { EmailMessage } from './email-messages';
import { retryDelay } from './retry-schedule';
import { OUTBOX, type DeliveryRow } from './table';
import { pauseEndpoint } from './webhooks/pause-endpoint';
import type { WebhookMessage } from './webhooks/payloads';
import { PermanentDeliveryError, sendWebhook } from './webhooks/send-webhook';

/** How long a claimed delivery is held by the process sending it; a process that dies frees it after this. */
export const LEASE_MS = 60_000;
/** Deliveries on their way at once in one process (the SMTP pool itself keeps SMTP_MAX_CONNECTIONS open). */
const IN_FLIGHT = 20;
const LOG_ENTRIES = 20;

type Attempt = { at: number; ok: boolean; ms: number; error?: string };

/** The domain of the sender address, for Message-IDs (`<key@domain>`). */
function senderDomain() {
  const from = process.env.EMAIL_FROM || 'nao-responda@alicerce.example';
  return from.match(/@([^>\s]+)/)?.[1] ?? 'alicerce.example';
}

/**
 * Claims up to `limit` due deliveries for one pass of one process: pending, due, and not held by a live lease. On
 * PostgreSQL the candidate rows are locked with SKIP LOCKED, so two replicas claiming at the same moment never take
 * the same row; SQLite has one writer at a time, so the UPDATE is already atomic.
 */
async function claim(strapi: Core.Strapi, now: number, limit: number): Promise<DeliveryRow[]> {
  const knex = strapi.db.connection;
  const token = randomUUID();
  const due = knex(OUTBOX)
    .select('id')
    .where('state', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((q) => q.whereNull('lease_until').orWhere('lease_until', '<', now))
    .orderBy('next_attempt_at')
    .limit(limit);
  if (strapi.db.dialect.client === 'postgres') due.forUpdate().skipLocked();
  const claimed = await knex(OUTBOX)
    .whereIn('id', due)
    .update({ leased_by: token, lease_until: now + LEASE_MS });
  if (!claimed) return [];
  return knex(OUTBOX).where('leased_by', token).where('state', 'pending');
}

const appendLog = (row: DeliveryRow, attempt: Attempt) => {
  let log: Attempt[] = [];
  try {
    log = JSON.parse(row.attempt_log || '[]');
  } catch {
    log = [];
  }
  return JSON.stringify([...log, attempt].slice(-LOG_ENTRIES));
};

async function sendOne(strapi: Core.Strapi, row: DeliveryRow) {
  if (row.channel === 'webhook') return sendWebhook(strapi, row.delivery_key, JSON.parse(row.message) as WebhookMessage);
  const message = JSON.parse(row.message) as EmailMessage;
  await strapi
    .plugin('email')
    .service('email')
    .send({ ...message, messageId: `<${row.delivery_key}@${senderDomain()}>` });
}

/** Sends one claimed delivery and records the attempt: sent, due again after its retry wait, or failed for good. */
async function deliver(strapi: Core.Strapi, row: DeliveryRow) {
  const started = Date.now();
  const knex = strapi.db.connection;
  const attempts = Number(row.attempts) + 1;
  const mine = () => knex(OUTBOX).where({ id: row.id, leased_by: row.leased_by });
  try {
    await sendOne(strapi, row);
    const now = Date.now();
    await mine().update({
      state: 'sent',
      attempts,
      sent_at: now,
      lease_until: null,
      leased_by: null,
      last_error: null,
      attempt_log: appendLog(row, { at: started, ok: true, ms: now - started }),
    });
  } catch (error) {
    const now = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    const wait = error instanceof PermanentDeliveryError ? null : retryDelay(attempts);
    await mine().update({
      state: wait === null ? 'failed' : 'pending',
      attempts,
      next_attempt_at: wait === null ? Number(row.next_attempt_at) : now + wait,
      lease_until: null,
      leased_by: null,
      last_error: reason.slice(0, 1000),
      attempt_log: appendLog(row, {
        at: started,
        ok: false,
        ms: now - started,
        error: reason.slice(0, 300),
      }),
    });
    const what = `${row.channel} ${row.event} for ${row.subject_type} ${row.subject_id} (attempt ${attempts})`;
    if (wait !== null) {
      strapi.log.warn(`[outbox] ${what} failed (${reason}); next attempt in ${Math.round(wait / 1000)} s`);
      return;
    }
    strapi.log.error(`[outbox] ${what} failed for good: ${reason}`);
    // An endpoint that has failed through every retry (more than a day) is paused, and the admins are told.
    if (row.channel === 'webhook' && !(error instanceof PermanentDeliveryError)) {
      await pauseEndpoint(strapi, (JSON.parse(row.message) as WebhookMessage).endpoint_id, reason);
    }
  }
}

export type OutboxWorker = { wake: () => void; stop: () => Promise<void> };

/**
 * The outbox's sender in this process. Up to IN_FLIGHT deliveries are on their way at once; whenever one ends (or
 * something new is stored in this process: wake) it claims what is due into the free places, so a slow recipient
 * holds one place, not a whole batch. With nothing due it looks again every OUTBOX_POLL_MS (1 s). Every CMS process
 * runs one; the leases keep them from sending a row twice at once. A delivery is at-least-once: a process killed
 * after the SMTP server accepted a message but before the row was marked sent sends it again once the lease runs
 * out, with the same Message-ID.
 */
export function startOutboxWorker(strapi: Core.Strapi): OutboxWorker {
  const pollMs = Number(process.env.OUTBOX_POLL_MS) > 0 ? Number(process.env.OUTBOX_POLL_MS) : 1000;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let claiming = false;
  let again = false;

  const fill = async () => {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    clearTimeout(timer);
    try {
      do {
        again = false;
        const free = IN_FLIGHT - inFlight.size;
        if (free <= 0) break;
        const rows = await claim(strapi, Date.now(), free);
        for (const row of rows) {
          const sending = deliver(strapi, row).finally(() => {
            inFlight.delete(sending);
            void fill();
          });
          inFlight.add(sending);
        }
        if (rows.length === free) again = true;
      } while (again && !stopped);
    } catch (error) {
      strapi.log.error(`[outbox] claim failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      claiming = false;
      if (!stopped) {
        timer = setTimeout(fill, pollMs);
        timer.unref();
      }
    }
  };

  void fill();
  return {
    wake: () => void fill(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(inFlight);
    },
  };
}
