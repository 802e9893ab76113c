import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { getList } from '@/admin/lib/api-client';

import { CLIENTS, TESTIMONIALS } from '../lib/proof-resources';
import type { AdminClient, AdminTestimonial } from '../types';

/** A proof row another screen may pick (a landing page's testimonials or client logos), by its name as the list shows it. */
export type ProofOption = { documentId: string; label: string; is_published: boolean };

export type ProofOptionKind = 'testimonials' | 'clients';

const labelOf = (row: AdminTestimonial | AdminClient) => ('author_name' in row ? `${row.author_name} — ${row.company}` : row.name);

/** Every testimonial or client (published or not), in the site's order, as options to pick from. */
export async function fetchProofOptions(kind: ProofOptionKind): Promise<ProofOption[]> {
  const resource = kind === 'testimonials' ? TESTIMONIALS : CLIENTS;
  const rows = await getList<AdminTestimonial | AdminClient>(resource.path, { ...WITH_UNPUBLISHED_CASES, sort: 'display_order:asc,createdAt:asc' });
  return rows.map((row) => ({ documentId: row.documentId, label: labelOf(row), is_published: row.is_published }));
}
