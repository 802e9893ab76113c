import { BOOKING_DURATION_MINUTES, formatBookingDate, saoPauloToUtc } from '@alicerce/domain';
import { buildIcs } from '../utils/ics';

/** What the e-mail plugin sends: stored as JSON in the outbox, so a retry sends exactly the same message. */
export type EmailMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: Array<{
    filename: string;
    content: string;
    contentType: string;
  }>;
};

export type Agency = { name: string; email: string };

type Text = string | null | undefined;
/** When the row was stored (the query engine and the document service answer an ISO string). */
type Stamp = string | Date | null | undefined;
type Origin = { utm_source?: Text; utm_medium?: Text; utm_campaign?: Text };

/** What the agency's e-mail reads of a stored lead (name and e-mail are required by the schema). */
export type LeadMessageFields = Origin & {
  name: string;
  email: string;
  phone?: Text;
  company?: Text;
  message?: Text;
  source_page?: Text;
  /** A lead from a landing page: the page's slug and the hero variant the visitor saw. */
  landing_page_slug?: Text;
  variant?: Text;
  first_utm_source?: Text;
  first_utm_medium?: Text;
  first_utm_campaign?: Text;
  createdAt?: Stamp;
};

/** What the booking's messages read of a stored booking (the fields the booking service always writes are required). */
export type BookingMessageFields = Origin & {
  documentId: string;
  name: string;
  email: string;
  date: string;
  time: string;
  meeting_url: string;
  phone?: Text;
  company?: Text;
  message?: Text;
  createdAt?: Stamp;
};

const line = (label: string, value: unknown) => (value ? `${label}: ${value}` : null);
const text = (lines: Array<string | null>) => lines.filter((l) => l !== null).join('\n');
const utm = (source?: Text, medium?: Text, campaign?: Text) => [source, medium, campaign].filter(Boolean).join(' / ');

/**
 * Same text as `toLocaleString('pt-BR', { timeZone })`, built once: constructing the formatter on every call was the
 * single most expensive line of a lead request.
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

/** The agency's e-mail about a new lead. */
export function leadAgencyEmail(lead: LeadMessageFields): EmailMessage {
  return {
    to: process.env.LEADS_NOTIFY_TO || process.env.EMAIL_REPLY_TO || 'contato@alicerce.example',
    replyTo: lead.email,
    subject: `Novo lead: ${lead.name}`,
    text: text([
      'Novo lead recebido pelo site.',
      '',
      line('Nome', lead.name),
      line('E-mail', lead.email),
      line('Telefone', lead.phone),
      line('Empresa', lead.company),
      line('Mensagem', lead.message),
      line('Página', lead.source_page),
      line('Landing page', lead.landing_page_slug),
      line('Variante', lead.variant),
      line('Origem (UTM)', utm(lead.utm_source, lead.utm_medium, lead.utm_campaign)),
      line('Primeiro contato (UTM)', utm(lead.first_utm_source, lead.first_utm_medium, lead.first_utm_campaign)),
      line('Recebido em', receivedAt.format(new Date(lead.createdAt ?? Date.now()))),
    ]),
  };
}

/** What the launch's e-mail says about the page a lead came from. */
export type LaunchPageFields = { title: string; slug: string; ownerName: string };

/**
 * The e-mail to one of a launch page's own recipients (its sales team, set by an admin): the person, the page and the
 * variant. No agency data beyond the sender; the reply goes to the person who asked.
 */
export function leadLaunchEmail(lead: LeadMessageFields, page: LaunchPageFields, to: string): EmailMessage {
  return {
    to,
    replyTo: lead.email,
    subject: `Novo lead — ${page.ownerName || page.title}: ${lead.name}`,
    text: text([
      `Novo contato pela página "${page.title}".`,
      '',
      line('Nome', lead.name),
      line('E-mail', lead.email),
      line('Telefone', lead.phone),
      line('Mensagem', lead.message),
      line('Página', `/lp/${page.slug}`),
      line('Variante', lead.variant),
      line('Campanha', lead.utm_campaign),
      line('Recebido em', receivedAt.format(new Date(lead.createdAt ?? Date.now()))),
    ]),
  };
}

/** The .ics invitation of a booking (45 minutes from the slot, Sao Paulo time, written in UTC). */
export function bookingInvite(booking: BookingMessageFields, agency: Agency) {
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

const bookingWhen = (booking: BookingMessageFields) => `${formatBookingDate(booking.date)}, às ${booking.time} (horário de Brasília)`;

/** The visitor's confirmation of a booking, with the invite for their calendar. */
export function bookingConfirmationEmail(booking: BookingMessageFields, agency: Agency): EmailMessage {
  return {
    to: booking.email,
    replyTo: agency.email,
    subject: `Consultoria agendada: ${formatBookingDate(booking.date)} às ${booking.time}`,
    text: text([
      `Olá, ${booking.name}!`,
      '',
      `Sua consultoria gratuita de ${BOOKING_DURATION_MINUTES} minutos com a ${agency.name} está confirmada.`,
      '',
      `Data e horário: ${bookingWhen(booking)}`,
      `Link da reunião: ${booking.meeting_url}`,
      '',
      'O convite para a sua agenda segue em anexo (convite.ics).',
      `Precisa remarcar? Responda este e-mail ou escreva para ${agency.email}.`,
    ]),
    attachments: [
      {
        filename: 'convite.ics',
        content: bookingInvite(booking, agency),
        contentType: 'text/calendar; method=REQUEST; charset=UTF-8',
      },
    ],
  };
}

/** The agency's copy of a new booking. */
export function bookingAgencyEmail(booking: BookingMessageFields, agency: Agency): EmailMessage {
  return {
    to: process.env.BOOKINGS_NOTIFY_TO || process.env.LEADS_NOTIFY_TO || agency.email,
    replyTo: booking.email,
    subject: `Nova consultoria agendada: ${booking.name} (${booking.date} ${booking.time})`,
    text: text([
      'Nova consultoria agendada pelo site.',
      '',
      line('Data e horário', bookingWhen(booking)),
      line('Link da reunião', booking.meeting_url),
      line('Nome', booking.name),
      line('E-mail', booking.email),
      line('Telefone', booking.phone),
      line('Empresa', booking.company),
      line('Mensagem', booking.message),
      line('Origem (UTM)', utm(booking.utm_source, booking.utm_medium, booking.utm_campaign)),
    ]),
  };
}
