import { queryOptions } from '@tanstack/react-query';

import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { api } from '@/lib/api-client';
import { pageParams, readAllPages, type CmsPage } from '@/lib/cms-pages';

export type CaseOption = { documentId: string; title: string; is_published: boolean };

/** Every case (published or not), by title: what a testimonial can belong to. */
export async function fetchCaseOptions(): Promise<CaseOption[]> {
  const params = (page: number) => ({ ...pageParams(page), ...WITH_UNPUBLISHED_CASES, fields: 'title,is_published', sort: 'title:asc' });
  return readAllPages(async (page) => (await api.get<CmsPage<CaseOption>>('/cases', { params: params(page) })).data);
}

export const caseOptionsQuery = () => queryOptions({ queryKey: ['cases', 'options'], queryFn: fetchCaseOptions, staleTime: 60_000 });
