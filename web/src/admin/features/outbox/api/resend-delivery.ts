import { api } from '@/admin/lib/api-client';

import type { Delivery } from '../types';

/** POST /api/outbox-deliveries/:id/resend: the delivery goes out again now (audited by the CMS). */
export async function resendDelivery(id: number): Promise<Delivery> {
  return (await api.post<{ data: Delivery }>(`/outbox-deliveries/${id}/resend`)).data.data;
}
