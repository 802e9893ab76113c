import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { SiteSettingInput } from '@alicerce/domain';
import { api } from '@/lib/api-client';

/** PUT /api/site-settings/upsert: one row per setting_key; the CMS sets updated_by. */
export async function saveSiteSetting(input: SiteSettingInput): Promise<void> {
  await api.put('/site-settings/upsert', { data: input });
}

export function useSaveSiteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['site-settings'] }),
  });
}
