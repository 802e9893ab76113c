import type { Core } from '@strapi/strapi';
import nodemailer from 'nodemailer';
import type { EmailMessage } from './email-messages';

type EmailConfig = {
  provider?: string;
  providerOptions?: Record<string, unknown>;
  settings?: { defaultFrom?: string; defaultReplyTo?: string };
};

export type OutboxMailer = {
  /** Sends one message; a `signal` that aborts fails it at once, and the message cannot go out later (see below). */
  send: (message: EmailMessage, messageId: string, signal: AbortSignal) => Promise<void>;
  close: () => void;
};

/**
 * The outbox's own SMTP transport: a pool built from the e-mail plugin's settings (config/plugins.ts: host, port, TLS,
 * auth, SMTP_MAX_CONNECTIONS and the SMTP timeouts), sending each message with an AbortSignal. The plugin's provider
 * passes no signal to nodemailer, so a message given to it stays in its pool's queue until a connection takes it: with
 * a server that hangs, an attempt the worker had given up on (and retried, or another process had claimed again once
 * the lease ran out) still went out when the server woke — the same e-mail twice (issue 54). With the signal, an
 * attempt given up on is withdrawn from the pool's queue, or its connection is closed before the server has answered
 * the end of its DATA; only a server that stalls after it has taken the whole message can still deliver it, and that
 * copy and the retry carry the same Message-ID (the row's delivery_key).
 *
 * Fields as the plugin's provider maps them (text doubles as html), and never a local file or URL as an attachment.
 */
export function createOutboxMailer(strapi: Core.Strapi): OutboxMailer {
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
  const transport = nodemailer.createTransport(config.providerOptions);
  const settings = config.settings ?? {};
  return {
    send: async (message, messageId, signal) => {
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
    },
    close: () => transport.close(),
  };
}
