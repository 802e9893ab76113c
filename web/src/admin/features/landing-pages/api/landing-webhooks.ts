import { queryOptions } from '@tanstack/react-query';

import { LANDING_WEBHOOK_EVENT, type WebhookEndpointView } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** The registered endpoints a page may send its leads to (admins only: the CMS lists endpoints to no one else). */
export const landingWebhooksQuery = () =>
  queryOptions({
    queryKey: ['webhook-endpoints'],
    queryFn: async () => (await api.get<{ data: WebhookEndpointView[] }>('/webhook-endpoints')).data.data,
    select: (endpoints) => endpoints.filter((endpoint) => endpoint.events.includes(LANDING_WEBHOOK_EVENT)),
  });
