import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { BULK_MAX } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { DeliveriesPage, DeliveriesQuery, Delivery, FailingSummary } from '../types';

export const DELIVERIES_PAGE_SIZE = 20;

/** GET /api/outbox-deliveries: one page, newest first, with the totals per state for the channel chosen. */
export async function fetchDeliveries({ state, channel, page }: DeliveriesQuery): Promise<DeliveriesPage> {
  const params = { page, pageSize: DELIVERIES_PAGE_SIZE, ...(state ? { state } : {}), ...(channel ? { channel } : {}) };
  return (await api.get<DeliveriesPage>('/outbox-deliveries', { params })).data;
}

/** Every delivery matching the filter (up to BULK_MAX, the bulk cap): 'Selecionar todos os N do filtro'. */
export async function fetchMatchingDeliveries({ state, channel }: DeliveriesQuery): Promise<Delivery[]> {
  const params = { page: 1, pageSize: BULK_MAX, ...(state ? { state } : {}), ...(channel ? { channel } : {}) };
  return (await api.get<DeliveriesPage>('/outbox-deliveries', { params })).data.data;
}

export const deliveriesQuery = (query: DeliveriesQuery) =>
  queryOptions({ queryKey: ['outbox-deliveries', query], queryFn: () => fetchDeliveries(query), placeholderData: keepPreviousData });

/** GET /api/outbox-deliveries/summary: how many deliveries are failing (failed, or unsent after 15 minutes), since when. */
export const failingSummaryQuery = () =>
  queryOptions({
    queryKey: ['outbox-deliveries', 'summary'],
    queryFn: async () => (await api.get<{ data: FailingSummary }>('/outbox-deliveries/summary')).data.data,
    refetchInterval: 60_000,
  });
