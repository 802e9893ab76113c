import { queryOptions } from '@tanstack/react-query';

import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { getList } from '@/admin/lib/api-client';

export type CaseOption = { documentId: string; title: string; is_published: boolean };

/** Every case (published or not), by title: what a testimonial can belong to. */
export async function fetchCaseOptions(): Promise<CaseOption[]> {
  return getList<CaseOption>('/cases', { ...WITH_UNPUBLISHED_CASES, fields: 'title,is_published', sort: 'title:asc' });
}

export const caseOptionsQuery = () => queryOptions({ queryKey: ['cases', 'options'], queryFn: fetchCaseOptions, staleTime: 60_000 });
