import { queryOptions } from '@tanstack/react-query';

import type { WebhookEndpointInput } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { Delivery, WebhookEndpoint } from '../types';

export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: ['webhook-endpoints'],
    queryFn: async () => (await api.get<{ data: WebhookEndpoint[] }>('/webhook-endpoints')).data.data,
  });

export const endpointDeliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: ['webhook-endpoints', id, 'deliveries'],
    queryFn: async () => (await api.get<{ data: Delivery[] }>(`/webhook-endpoints/${id}/deliveries`)).data.data,
  });

/** POST /api/webhook-endpoints: the new endpoint with its secret, shown once. */
export async function createEndpoint(input: WebhookEndpointInput) {
  return (await api.post<{ data: WebhookEndpoint & { secret: string } }>('/webhook-endpoints', { data: input })).data.data;
}

export async function updateEndpoint(id: number, input: WebhookEndpointInput) {
  return (await api.put<{ data: WebhookEndpoint }>(`/webhook-endpoints/${id}`, { data: input })).data.data;
}

export async function deleteEndpoint(id: number) {
  await api.delete(`/webhook-endpoints/${id}`);
}

/** POST /api/webhook-endpoints/:id/test: queues a signed 'ping'. */
export async function testEndpoint(id: number) {
  await api.post(`/webhook-endpoints/${id}/test`);
}
