import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PageContentInput } from '@alicerce/domain';
import { api } from '@/lib/api-client';

/** PUT /api/page-contents/upsert, then the page's sections are read again so it shows the edit at once. */
export async function upsertSection(input: PageContentInput): Promise<void> {
  await api.put('/page-contents/upsert', { data: input });
}

export function useUpsertSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertSection,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: ['page-contents', input.page_slug] }),
  });
}
