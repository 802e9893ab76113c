import { queryOptions } from '@tanstack/react-query';

import type { ContentType, PageSlug } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** A section's stored row as the signed-in admin reads it, with its edit `version` (issue 51). */
export type SectionRow = { section_key: string; content_type: ContentType; content: Record<string, unknown>; version: number };

/**
 * GET /api/page-contents?filters[page_slug][$eq]=…&filters[section_key][$eq]=… as the signed-in user: the row the
 * edit mode's form starts from (the page itself was built from the public read, which carries no version); null
 * when the section has no stored row yet (its save then sends If-None-Match: *).
 */
export async function fetchSectionRow(page: PageSlug, sectionKey: string): Promise<SectionRow | null> {
  const params = { 'filters[page_slug][$eq]': page, 'filters[section_key][$eq]': sectionKey };
  const rows = (await api.get<{ data: SectionRow[] }>('/page-contents', { params })).data.data;
  return rows[0] ?? null;
}

/** Read afresh every time the form opens: its version is what the save is checked against. */
export const sectionRowQuery = (page: PageSlug, sectionKey: string) =>
  queryOptions({ queryKey: ['page-contents', page, 'row', sectionKey], queryFn: () => fetchSectionRow(page, sectionKey), staleTime: 0, gcTime: 0 });
