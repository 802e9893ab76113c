import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { SiteSettingInput } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';
import { versionHeaders, type WritePrecondition } from '@/admin/lib/version-headers';

import type { SiteSettingRow } from './get-site-settings';

type Args = {
  input: SiteSettingInput;
  /** The row's version as loaded (If-Match), or null when there was none (If-None-Match: *). */ precondition: WritePrecondition;
};

/** PUT /api/site-settings/upsert: one row per setting_key, version-checked; the CMS sets updated_by and answers the row. */
export async function saveSiteSetting({ input, precondition }: Args): Promise<SiteSettingRow | null> {
  const response = await api.put<{ data?: SiteSettingRow }>('/site-settings/upsert', { data: input }, { headers: versionHeaders(precondition) });
  return response.data?.data ?? null;
}

export function useSaveSiteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['site-settings'] }),
  });
}
