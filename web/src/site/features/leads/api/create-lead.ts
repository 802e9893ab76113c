import type { Attribution, ContactFields, LandingLeadFields } from '@alicerce/domain';
import { publicRequest } from '@/site/lib/public-api';

export type CreateLeadInput = { fields: ContactFields; attribution: Attribution & LandingLeadFields; honeypot: string; idempotencyKey: string };

/** POST /api/leads. The idempotency key makes a retry of the same submission safe. */
export function createLead({ fields, attribution, honeypot, idempotencyKey }: CreateLeadInput) {
  return publicRequest<{ data: { documentId?: string; received: true } }>('POST', '/leads', {
    body: { data: { ...fields, ...attribution, website_url: honeypot } },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
