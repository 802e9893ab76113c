import type { Core } from '@strapi/strapi';

const line = (label: string, value: unknown) => (value ? `${label}: ${value}` : null);

/**
 * Same text as `toLocaleString('pt-BR', { timeZone })`, built once: constructing the formatter on every
 * call was the single most expensive line of a lead request.
 */
const receivedAt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Waits before each new attempt of a failed notification (a mail server restarting, a brief outage). */
const RETRY_DELAYS_MS = [5_000, 60_000];

/**
 * E-mails the agency about a new lead, after the answer has gone out. Never throws and never delays the
 * request: the lead is already stored. A failed send is tried again twice, then logged.
 */
export function notifyNewLead(strapi: Core.Strapi, lead: Record<string, any>) {
  const to = process.env.LEADS_NOTIFY_TO || process.env.EMAIL_REPLY_TO || 'contato@alicerce.example';
  const text = [
    'Novo lead recebido pelo site.',
    '',
    line('Nome', lead.name),
    line('E-mail', lead.email),
    line('Telefone', lead.phone),
    line('Empresa', lead.company),
    line('Mensagem', lead.message),
    line('Página', lead.source_page),
    line('Origem (UTM)', [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(' / ')),
    line('Primeiro contato (UTM)', [lead.first_utm_source, lead.first_utm_medium, lead.first_utm_campaign].filter(Boolean).join(' / ')),
    line('Recebido em', receivedAt.format(new Date(lead.createdAt))),
  ]
    .filter((l) => l !== null)
    .join('\n');
  const message = { to, replyTo: lead.email, subject: `Novo lead: ${lead.name}`, text };

  const attempt = (n: number) =>
    strapi
      .plugin('email')
      .service('email')
      .send(message)
      .catch((error) => {
        if (n < RETRY_DELAYS_MS.length) {
          strapi.log.warn(`[leads] notification e-mail for lead ${lead.documentId} failed (${error.message}); trying again`);
          setTimeout(() => attempt(n + 1), RETRY_DELAYS_MS[n]).unref();
        } else {
          strapi.log.error(`[leads] notification e-mail for lead ${lead.documentId} failed: ${error.message}`);
        }
      });
  // After the response is written: the send's work (building the message, talking SMTP) is not on the request's path.
  setImmediate(() => attempt(0));
}
