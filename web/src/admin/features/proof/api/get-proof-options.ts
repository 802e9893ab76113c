import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { api } from '@/lib/api-client';
import { pageParams, readAllPages, type CmsPage } from '@/lib/cms-pages';

import { CLIENTS, TESTIMONIALS } from '../lib/proof-resources';
import type { AdminClient, AdminTestimonial } from '../types';

/** A proof row another screen may pick (a landing page's testimonials or client logos), by its name as the list shows it. */
export type ProofOption = { documentId: string; label: string; is_published: boolean };

export type ProofOptionKind = 'testimonials' | 'clients';

const labelOf = (row: AdminTestimonial | AdminClient) => ('author_name' in row ? `${row.author_name} — ${row.company}` : row.name);

/** Every testimonial or client (published or not), in the site's order, as options to pick from. */
export async function fetchProofOptions(kind: ProofOptionKind): Promise<ProofOption[]> {
  const resource = kind === 'testimonials' ? TESTIMONIALS : CLIENTS;
  const params = (page: number) => ({ ...pageParams(page), ...WITH_UNPUBLISHED_CASES, sort: 'display_order:asc,createdAt:asc' });
  const rows = await readAllPages(async (page) => (await api.get<CmsPage<AdminTestimonial | AdminClient>>(resource.path, { params: params(page) })).data);
  return rows.map((row) => ({ documentId: row.documentId, label: labelOf(row), is_published: row.is_published }));
}
