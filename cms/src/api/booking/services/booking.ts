import { factories } from '@strapi/strapi';
import { type Availability, type BookingInput } from '@alicerce/domain';
import { idempotentCreate } from '../../../utils/idempotent-create';
import { isSlotConflict, SlotTakenError } from '../../../utils/booking-conflict';
import { newMeetingUrl } from '../../../utils/booking-meeting-url';
import {
  bookingAgencyEmail,
  bookingConfirmationEmail,
  bookingPayload,
  enqueueDeliveries,
  wakeOutbox,
  webhookDeliveries,
  type Agency,
  type BookingMessageFields,
} from '../../../outbox';

const UID = 'api::booking.booking';

export default factories.createCoreService(UID, ({ strapi }) => {
  /** The agency as organizer of the invite: the CMS's company contact, else the configured reply-to address. */
  const organizer = async (): Promise<Agency> => {
    const company = await strapi
      .documents('api::company.company')
      .findFirst()
      .catch(() => null);
    return {
      name: company?.name || 'Alicerce Digital',
      email: company?.email || process.env.EMAIL_REPLY_TO || 'contato@alicerce.example',
    };
  };

  return {
    /**
     * Stores a confirmed booking for a validated input. A retry with the same idempotency key returns the first
     * booking (`created` false). The slot check before the insert only gives a quick answer: the partial unique
     * index on (date, time) of confirmed bookings is what settles concurrent requests (SlotTakenError). The visitor's
     * confirmation (with the invite) and the agency's copy are stored in the outbox in the booking's transaction.
     */
    async book(input: BookingInput, meta: { idempotencyKey?: string; userAgent: string }) {
      const documents = strapi.documents(UID);
      if (meta.idempotencyKey) {
        const previous = await documents.findFirst({
          filters: { idempotency_key: meta.idempotencyKey },
        });
        if (previous) return { document: previous, created: false };
      }
      const taken = await documents.findFirst({
        filters: {
          date: input.date,
          time: input.time,
          booking_state: 'confirmed',
        },
      });
      if (taken) throw new SlotTakenError();
      const agency = await organizer();
      try {
        const result = await idempotentCreate(
          strapi,
          UID,
          meta.idempotencyKey,
          {
            ...input,
            time_zone: 'America/Sao_Paulo',
            meeting_url: newMeetingUrl(),
            booking_state: 'confirmed',
            user_agent: meta.userAgent,
          },
          async (trx, created) => {
            // The document just created from the validated input and the fields above: what the messages read is there
            // (the document service types a created document as any fields).
            const booking = created as typeof created & BookingMessageFields;
            const subject = { subject_type: 'booking' as const, subject_id: booking.documentId, event: 'booking.created' };
            await enqueueDeliveries(trx, [
              { ...subject, channel: 'email', message: bookingConfirmationEmail(booking, agency) },
              { ...subject, channel: 'email', message: bookingAgencyEmail(booking, agency) },
              ...(await webhookDeliveries(trx, 'booking.created', { type: 'booking', id: booking.documentId }, bookingPayload(booking))),
            ]);
          },
        );
        if (result.created) wakeOutbox();
        return result;
      } catch (error) {
        if (isSlotConflict(error)) throw new SlotTakenError();
        throw error;
      }
    },

    /** Taken slots of confirmed bookings per day between two dates (inclusive): times only, no personal data. */
    async takenSlots(from: string, to: string): Promise<Availability> {
      const rows = await strapi.db.query(UID).findMany({
        select: ['date', 'time'],
        where: { date: { $gte: from, $lte: to }, booking_state: 'confirmed' },
        orderBy: [{ date: 'asc' }, { time: 'asc' }],
      });
      const taken: Availability = {};
      for (const { date, time } of rows) (taken[date] ??= []).push(time);
      return taken;
    },
  };
});
