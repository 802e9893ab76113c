import { api } from '@/lib/api-client';
import { pageParams, readAllPages, type CmsPage } from '@/lib/cms-pages';

import { CLIENTS, TESTIMONIALS } from '../lib/proof-resources';
import type { AdminClient, AdminTestimonial } from '../types';

/** A proof row another screen may pick (a landing page's testimonials or client logos), by its name as the list shows it. */
export type ProofOption = { documentId: string; label: string; is_published: boolean };

const OPTIONS = {
  testimonials: { resource: TESTIMONIALS, label: (row: AdminTestimonial) => `${row.author_name} — ${row.company}` },
  clients: { resource: CLIENTS, label: (row: AdminClient) => row.name },
} as const;

export type ProofOptionKind = keyof typeof OPTIONS;

/** Every testimonial or client (published or not), in the site's order, as options to pick from. */
export async function fetchProofOptions(kind: ProofOptionKind): Promise<ProofOption[]> {
  const { resource, label } = OPTIONS[kind];
  const params = (page: number) => ({ ...pageParams(page), unpublished: 'include', sort: 'display_order:asc,createdAt:asc' });
  const rows = await readAllPages(async (page) => (await api.get<CmsPage<AdminTestimonial & AdminClient>>(resource.path, { params: params(page) })).data);
  return rows.map((row) => ({ documentId: row.documentId, label: label(row), is_published: row.is_published }));
}
