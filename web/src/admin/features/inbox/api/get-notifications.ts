import { queryOptions } from '@tanstack/react-query';

import type { InboxKind } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** One e-mail or webhook the site owes about a lead or booking (the CMS's outbox, admins only). */
export type Notification = {
  id: number;
  channel: 'email' | 'webhook';
  recipient: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  sent_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
};

const SUBJECT: Record<InboxKind, string> = { leads: 'lead', bookings: 'booking' };

/** GET /api/outbox-deliveries for one lead or booking: was the agency told, and when. */
export const notificationsQuery = (kind: InboxKind, documentId: string) =>
  queryOptions({
    queryKey: ['outbox-deliveries', kind, documentId],
    queryFn: async () =>
      (
        await api.get<{ data: Notification[] }>('/outbox-deliveries', {
          params: { subject_type: SUBJECT[kind], subject_id: documentId, pageSize: 20 },
        })
      ).data.data,
  });
