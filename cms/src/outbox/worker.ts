import type { Core } from '@strapi/strapi';
import type { EmailMessage } from './email-messages';
import { retryDelay } from './retry-schedule';
import { createOutboxMailer, type OutboxMailer } from './smtp-mailer';
import { claimDueDeliveries, renewClaimedLease, settleClaimedDelivery, type DeliveryRow } from './table';
import { pauseEndpoint } from './webhooks/pause-endpoint';
import type { WebhookMessage } from './webhooks/payloads';
import { PermanentDeliveryError, sendWebhook } from './webhooks/send-webhook';

/**
 * How long a claimed delivery is held by the process sending it; a process that dies frees it after this.
 * OUTBOX_LEASE_MS shortens it for tests (the CMS suite's hung-server case); production keeps 60 s.
 */
const LEASE_MS = Number(process.env.OUTBOX_LEASE_MS) >= 1000 ? Number(process.env.OUTBOX_LEASE_MS) : 60_000;
/** While a send is on its way, its lease is pushed LEASE_MS ahead this often: a slow send is never claimed twice. */
const RENEW_MS = LEASE_MS / 4;
/**
 * The last resort for an SMTP conversation that neither ends nor times out (a server trickling its answers): closed
 * after this, the lease renewed until then. A hung server is ended long before, by the SMTP timeouts (config/plugins.ts).
 */
const CONVERSATION_LIMIT_MS = 5 * 60_000;
/** Deliveries on their way at once in one process (the SMTP pool itself keeps SMTP_MAX_CONNECTIONS open). */
const IN_FLIGHT = 20;
const LOG_ENTRIES = 20;

type Attempt = { at: number; ok: boolean; ms: number; error?: string };

/** The domain of the sender address, for Message-IDs (`<key@domain>`). */
function senderDomain() {
  const from = process.env.EMAIL_FROM || 'nao-responda@alicerce.example';
  return from.match(/@([^>\s]+)/)?.[1] ?? 'alicerce.example';
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

async function sendOne(strapi: Core.Strapi, mailer: OutboxMailer, row: DeliveryRow, signal: AbortSignal) {
  if (row.channel === 'webhook') return sendWebhook(strapi, row.delivery_key, JSON.parse(row.message) as WebhookMessage);
  // The same Message-ID on every attempt of a row: a copy delivered by a server that stalled after taking it is a repeat the reader's mail client can tell.
  await mailer.send(JSON.parse(row.message) as EmailMessage, `<${row.delivery_key}@${senderDomain()}>`, signal);
}

/**
 * Sends one claimed delivery, holding its lease while the send is on its way. The attempt ends with the send's own
 * outcome, never beside it: an e-mail given up before it had a connection was never sent (smtp-mailer.ts), and one
 * on a connection ends with the server's answer or an SMTP timeout, so an attempt recorded as failed does not go out
 * later beside its retry. A lease found lost (this process stalled for longer than the lease) closes the conversation.
 */
async function attempt(strapi: Core.Strapi, mailer: OutboxMailer, row: DeliveryRow) {
  const stop = new AbortController();
  const limit = setTimeout(
    () => stop.abort(new Error(`SMTP conversation still open after ${CONVERSATION_LIMIT_MS / 60_000} min; closed`)),
    CONVERSATION_LIMIT_MS,
  );
  const renew = setInterval(() => {
    renewClaimedLease(strapi, row, Date.now() + LEASE_MS)
      .then((held) => held || stop.abort(new Error('lease taken over by another process; attempt given up')))
      .catch(() => {});
  }, RENEW_MS);
  try {
    await sendOne(strapi, mailer, row, stop.signal);
  } finally {
    clearTimeout(limit);
    clearInterval(renew);
  }
}

/** Sends one claimed delivery and records the attempt: sent, due again after its retry wait, or failed for good. */
async function deliver(strapi: Core.Strapi, mailer: OutboxMailer, row: DeliveryRow) {
  const started = Date.now();
  const attempts = Number(row.attempts) + 1;
  try {
    await attempt(strapi, mailer, row);
    const now = Date.now();
    await settleClaimedDelivery(strapi, row, {
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
    await settleClaimedDelivery(strapi, row, {
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
 * runs one; the leases (renewed while a send is on its way) keep them from sending a row twice at once. A delivery
 * is at-least-once only where SMTP cannot do better: a process killed after the SMTP server accepted a message but
 * before the row was marked sent, or a server that stalls after taking the whole message, sends it again, with the
 * same Message-ID. An attempt that timed out before that is withdrawn, so a hung server gets each message once.
 */
export function startOutboxWorker(strapi: Core.Strapi): OutboxWorker {
  const pollMs = Number(process.env.OUTBOX_POLL_MS) > 0 ? Number(process.env.OUTBOX_POLL_MS) : 1000;
  const mailer = createOutboxMailer(strapi, LEASE_MS / 2);
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
        const rows = await claimDueDeliveries(strapi, Date.now(), free, LEASE_MS);
        for (const row of rows) {
          const sending = deliver(strapi, mailer, row).finally(() => {
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
      mailer.close();
    },
  };
}
