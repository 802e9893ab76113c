import { queryOptions } from '@tanstack/react-query';

import type { AdSpend, AdSpendInput } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** GET /api/ad-spends?from&to: the spend typed for every month the range touches (admins only). */
export const adSpendsQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['results', 'ad-spends', range],
    queryFn: async () => (await api.get<{ data: AdSpend[] }>('/ad-spends', { params: range })).data.data,
  });

/** PUT /api/ad-spends: sets a campaign's spend of a month (typing it again replaces it). */
export const saveAdSpend = async (input: AdSpendInput) => (await api.put<{ data: AdSpend }>('/ad-spends', { data: input })).data.data;

/** DELETE /api/ad-spends/:documentId. */
export const deleteAdSpend = async (documentId: string) => {
  await api.delete(`/ad-spends/${documentId}`);
};
