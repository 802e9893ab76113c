import type { Core } from '@strapi/strapi';

const line = (label: string, value: unknown) => (value ? `${label}: ${value}` : null);

/** E-mails the agency about a new lead. Never throws: the lead is already stored. */
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
    line('Recebido em', new Date(lead.createdAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })),
  ]
    .filter((l) => l !== null)
    .join('\n');

  strapi
    .plugin('email')
    .service('email')
    .send({ to, replyTo: lead.email, subject: `Novo lead: ${lead.name}`, text })
    .catch((error) => strapi.log.error(`[leads] notification e-mail for lead ${lead.documentId} failed: ${error.message}`));
}
