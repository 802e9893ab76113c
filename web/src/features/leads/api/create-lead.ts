import { useMutation } from '@tanstack/react-query';

import type { Attribution, ContactFields } from '@alicerce/domain';
import { publicApiOnDemand as api } from '@/lib/api-on-demand';

export type CreateLeadInput = { fields: ContactFields; attribution: Attribution; honeypot: string; idempotencyKey: string };

/** POST /api/leads. The idempotency key makes a retry of the same submission safe. */
export async function createLead({ fields, attribution, honeypot, idempotencyKey }: CreateLeadInput) {
  const response = await api.post(
    '/leads',
    { data: { ...fields, ...attribution, website_url: honeypot } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return response.data as { data: { documentId?: string; received: true } };
}

export const useCreateLead = () => useMutation({ mutationFn: createLead });
