import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PageContentInput } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';
import { versionHeaders, type WritePrecondition } from '@/admin/lib/version-headers';

import type { PageContentRow } from '../types';

type Args = {
  input: PageContentInput;
  /** The row's version as loaded (If-Match), or null for a new section (If-None-Match: *). */ precondition: WritePrecondition;
};

/** PUT /api/page-contents/upsert: one row per (page_slug, section_key), version-checked; the CMS sets updated_by. */
export async function upsertPageContent({ input, precondition }: Args): Promise<PageContentRow> {
  const response = await api.put<{ data: PageContentRow }>('/page-contents/upsert', { data: input }, { headers: versionHeaders(precondition) });
  return response.data.data;
}

export function useUpsertPageContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertPageContent,
    onSuccess: (_row, { input }) => queryClient.invalidateQueries({ queryKey: ['page-contents', input.page_slug] }),
  });
}
