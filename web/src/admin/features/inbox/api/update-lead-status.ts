import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { LeadStatus } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

type Args = { documentId: string; lead_status: LeadStatus };

/** PUT /api/leads/:documentId `{ data: { lead_status } }`. */
export async function updateLeadStatus({ documentId, lead_status }: Args): Promise<void> {
  await api.put(`/leads/${documentId}`, { data: { lead_status } });
}

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
