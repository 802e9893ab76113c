import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PageContentInput } from '@alicerce/domain';
import { api } from '@/lib/api-client';

import type { PageContentRow } from '../types';

/** PUT /api/page-contents/upsert: one row per (page_slug, section_key); the CMS sets updated_by. */
export async function upsertPageContent(input: PageContentInput): Promise<PageContentRow> {
  const response = await api.put<{ data: PageContentRow }>('/page-contents/upsert', { data: input });
  return response.data.data;
}

export function useUpsertPageContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertPageContent,
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: ['page-contents', input.page_slug] }),
  });
}
