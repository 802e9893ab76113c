import type { Core } from '@strapi/strapi';
import { BOOKING_DURATION_MINUTES, formatBookingDate, saoPauloToUtc } from '@alicerce/domain';
import { buildIcs } from './ics';

const line = (label: string, value: unknown) => (value ? `${label}: ${value}` : null);
const text = (lines: Array<string | null>) => lines.filter((l) => l !== null).join('\n');

/** The agency as organizer: the CMS's company contact, else the configured reply-to address. */
async function organizer(strapi: Core.Strapi) {
  const company: any = await strapi.documents('api::company.company').findFirst().catch(() => null);
  return {
    name: company?.name || 'Alicerce Digital',
    email: company?.email || process.env.EMAIL_REPLY_TO || 'contato@alicerce.example',
  };
}

/** The .ics invitation of a booking (45 minutes from the slot, Sao Paulo time, written in UTC). */
export function bookingInvite(booking: Record<string, any>, agency: { name: string; email: string }) {
  const start = saoPauloToUtc(booking.date, booking.time);
  const domain = agency.email.split('@')[1] || 'alicerce.example';
  return buildIcs({
    uid: `booking-${booking.documentId}@${domain}`,
    start,
    end: new Date(start.getTime() + BOOKING_DURATION_MINUTES * 60_000),
    stamp: new Date(booking.createdAt ?? Date.now()),
    summary: `Consultoria gratuita - ${agency.name}`,
    description: `Consultoria gratuita de ${BOOKING_DURATION_MINUTES} minutos, online.\nLink da reunião: ${booking.meeting_url}`,
    location: booking.meeting_url,
    organizer: agency,
    attendee: { name: booking.name, email: booking.email },
  });
}

async function send(strapi: Core.Strapi, booking: Record<string, any>) {
  const agency = await organizer(strapi);
  const when = `${formatBookingDate(booking.date)}, às ${booking.time} (horário de Brasília)`;
  const email = strapi.plugin('email').service('email');
  const log = (who: string) => (error: Error) =>
    strapi.log.error(`[bookings] ${who} e-mail for booking ${booking.documentId} failed: ${error.message}`);

  await Promise.all([
    email
      .send({
        to: booking.email,
        replyTo: agency.email,
        subject: `Consultoria agendada: ${formatBookingDate(booking.date)} às ${booking.time}`,
        text: text([
          `Olá, ${booking.name}!`,
          '',
          `Sua consultoria gratuita de ${BOOKING_DURATION_MINUTES} minutos com a ${agency.name} está confirmada.`,
          '',
          `Data e horário: ${when}`,
          `Link da reunião: ${booking.meeting_url}`,
          '',
          'O convite para a sua agenda segue em anexo (convite.ics).',
          `Precisa remarcar? Responda este e-mail ou escreva para ${agency.email}.`,
        ]),
        attachments: [
          { filename: 'convite.ics', content: bookingInvite(booking, agency), contentType: 'text/calendar; method=REQUEST; charset=UTF-8' },
        ],
      })
      .catch(log('confirmation')),
    email
      .send({
        to: process.env.BOOKINGS_NOTIFY_TO || process.env.LEADS_NOTIFY_TO || agency.email,
        replyTo: booking.email,
        subject: `Nova consultoria agendada: ${booking.name} (${booking.date} ${booking.time})`,
        text: text([
          'Nova consultoria agendada pelo site.',
          '',
          line('Data e horário', when),
          line('Link da reunião', booking.meeting_url),
          line('Nome', booking.name),
          line('E-mail', booking.email),
          line('Telefone', booking.phone),
          line('Empresa', booking.company),
          line('Mensagem', booking.message),
          line('Origem (UTM)', [booking.utm_source, booking.utm_medium, booking.utm_campaign].filter(Boolean).join(' / ')),
        ]),
      })
      .catch(log('agency notification')),
  ]);
}

/** Sends the visitor's confirmation (with the invite) and the agency's notice. Never throws: the booking is stored. */
export function notifyBooking(strapi: Core.Strapi, booking: Record<string, any>) {
  send(strapi, booking).catch((error) => strapi.log.error(`[bookings] e-mails for booking ${booking.documentId} failed: ${error.message}`));
}
