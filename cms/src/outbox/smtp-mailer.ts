import type { Core } from '@strapi/strapi';
import nodemailer from 'nodemailer';
import { connectionSlots } from './connection-slots';
import type { EmailMessage } from './email-messages';

type EmailConfig = {
  provider?: string;
  providerOptions?: Record<string, unknown>;
  settings?: { defaultFrom?: string; defaultReplyTo?: string };
};

export type OutboxMailer = {
  /**
   * Sends one message. It waits for a free SMTP connection at most the mailer's wait (nothing sent if it gives up);
   * on a connection it ends with the server's answer or an SMTP timeout, or when `signal` aborts (the connection is
   * closed then).
   */
  send: (message: EmailMessage, messageId: string, signal: AbortSignal) => Promise<void>;
  close: () => void;
};

/**
 * The outbox's own SMTP transport: a pool built from the e-mail plugin's settings (config/plugins.ts: host, port, TLS,
 * auth, SMTP_MAX_CONNECTIONS and the SMTP timeouts). The plugin's provider hands every message to its pool at once, and
 * a message waiting in that pool's queue cannot be withdrawn: with a server that hangs, an attempt the worker had
 * recorded as failed (and retried, or another process had claimed again once the lease ran out) still went out when
 * the server woke — the same e-mail twice (issue 54). Here the messages wait in `connectionSlots` instead, one per
 * pool connection, so the pool never queues: a wait longer than `maxWaitMs` (OUTBOX_SMTP_WAIT_MS, 30 s; at most half
 * the lease) is given up with nothing sent, and a message on a connection ends with the server's answer or one of the
 * SMTP timeouts (10 s connect, 10 s greeting, 20 s of silence), never cut in the middle by a deadline. Only a server
 * that stalls after taking the whole message can deliver a copy of an attempt recorded as failed, and that copy and
 * the retry carry the same Message-ID (the row's delivery_key).
 *
 * Fields as the plugin's provider maps them (text doubles as html), and never a local file or URL as an attachment.
 */
export function createOutboxMailer(strapi: Core.Strapi, maxWaitCapMs: number): OutboxMailer {
  const config = strapi.config.get('plugin::email') as EmailConfig;
  if (config?.provider !== 'nodemailer' || !config.providerOptions) {
    // Another provider (none in this project): through the plugin, without the withdrawal.
    return {
      send: async (message, messageId) => {
        await strapi
          .plugin('email')
          .service('email')
          .send({ ...message, messageId });
      },
      close: () => {},
    };
  }
  const options = config.providerOptions;
  const transport = nodemailer.createTransport(options);
  const settings = config.settings ?? {};
  const slots = connectionSlots(options.pool ? Number(options.maxConnections) || 5 : 1);
  const wanted = Number(process.env.OUTBOX_SMTP_WAIT_MS);
  const maxWaitMs = Math.min(Number.isFinite(wanted) && wanted > 0 ? wanted : 30_000, maxWaitCapMs);
  return {
    send: async (message, messageId, signal) => {
      const release = await slots.take(
        AbortSignal.any([signal, AbortSignal.timeout(maxWaitMs)]),
        () => new Error(`no free SMTP connection within ${Math.round(maxWaitMs / 1000)} s; given up before sending`),
      );
      try {
        await transport.sendMail({
          from: settings.defaultFrom,
          replyTo: message.replyTo ?? settings.defaultReplyTo,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.text,
          attachments: message.attachments,
          messageId,
          signal,
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } finally {
        release();
      }
    },
    close: () => transport.close(),
  };
}
