import { factories } from '@strapi/strapi';
import { type Availability, type BookingInput } from '@alicerce/domain';
import { idempotentCreate } from '../../../utils/idempotent-create';
import { isSlotConflict, SlotTakenError } from '../../../utils/booking-conflict';
import { newMeetingUrl } from '../../../utils/booking-meeting-url';

const UID = 'api::booking.booking';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Stores a confirmed booking for a validated input. A retry with the same idempotency key returns the first
   * booking (`created` false). The slot check before the insert only gives a quick answer: the partial unique
   * index on (date, time) of confirmed bookings is what settles concurrent requests (SlotTakenError).
   */
  async book(input: BookingInput, meta: { idempotencyKey?: string; userAgent: string }) {
    const documents = strapi.documents(UID);
    if (meta.idempotencyKey) {
      const previous = await documents.findFirst({ filters: { idempotency_key: meta.idempotencyKey } as any });
      if (previous) return { document: previous, created: false };
    }
    const taken = await documents.findFirst({ filters: { date: input.date, time: input.time, booking_state: 'confirmed' } as any });
    if (taken) throw new SlotTakenError();
    try {
      return await idempotentCreate(strapi, UID, meta.idempotencyKey, {
        ...input,
        time_zone: 'America/Sao_Paulo',
        meeting_url: newMeetingUrl(),
        booking_state: 'confirmed',
        user_agent: meta.userAgent,
      });
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
}));
