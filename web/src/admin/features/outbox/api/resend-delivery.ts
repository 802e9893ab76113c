import { api } from '@/admin/lib/api-client';

import type { Delivery } from '../types';

/** POST /api/outbox-deliveries/:id/resend: the delivery goes out again now (audited by the CMS). */
export async function resendDelivery(id: number): Promise<Delivery> {
  return (await api.post<{ data: Delivery }>(`/outbox-deliveries/${id}/resend`)).data.data;
}

/** POST /api/outbox-deliveries/resend: up to BULK_MAX deliveries not yet delivered go out again now, all or none. */
export async function resendDeliveries(ids: number[]): Promise<{ resent: number; rows: Delivery[] }> {
  return (await api.post<{ data: { resent: number; rows: Delivery[] } }>('/outbox-deliveries/resend', { ids })).data.data;
}
