import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PageContentInput } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';
import { versionHeaders, type WritePrecondition } from '@/admin/lib/version-headers';

type Args = {
  input: PageContentInput;
  /** The row's version as loaded (If-Match), or null when it had none (If-None-Match: *). */ precondition: WritePrecondition;
};

/** PUT /api/page-contents/upsert (version-checked), answering the stored row's new version; then the page's sections are read again so it shows the edit at once. */
export async function upsertSection({ input, precondition }: Args): Promise<{ version?: number } | null> {
  const response = await api.put<{ data?: { version?: number } }>(
    '/page-contents/upsert',
    { data: input },
    { headers: versionHeaders(precondition) },
  );
  return response.data?.data ?? null;
}

export function useUpsertSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertSection,
    onSuccess: (_data, { input }) => queryClient.invalidateQueries({ queryKey: ['page-contents', input.page_slug] }),
  });
}
