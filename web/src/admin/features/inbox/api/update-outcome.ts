import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { OutcomeInput } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { OutcomeFields } from '../types';

type Args = { kind: 'leads' | 'bookings'; documentId: string } & OutcomeInput;

/** PUT /api/leads|bookings/:documentId/outcome `{ data: { outcome, outcome_value } }` (admins; who and when set by the CMS). */
export async function updateOutcome({ kind, documentId, outcome, outcome_value }: Args): Promise<OutcomeFields> {
  const res = await api.put<{ data: OutcomeFields }>(`/${kind}/${documentId}/outcome`, { data: { outcome, outcome_value } });
  return res.data.data;
}

export function useUpdateOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOutcome,
    // A lead's status follows its outcome: the list is read again.
    onSuccess: (_saved, { kind }) => queryClient.invalidateQueries({ queryKey: [kind] }),
  });
}
