import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

/** 'Marcar como contatado' from Início: PUT /api/leads/:documentId `{ lead_status: 'contacted' }`, then Início and the lists reload. */
export function useMarkContacted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string) => {
      await api.put(`/leads/${documentId}`, { data: { lead_status: 'contacted' } });
    },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['dashboard-home'] }), queryClient.invalidateQueries({ queryKey: ['leads'] })]),
  });
}
