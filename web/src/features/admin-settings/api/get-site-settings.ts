import { queryOptions } from '@tanstack/react-query';

import { SETTING_KEYS, type SettingKey } from '@alicerce/domain';
import { api } from '@/lib/api-client';

type Row = { setting_key: SettingKey; setting_value: string | null };
export type ScriptSettings = Record<SettingKey, string>;

/** GET /api/site-settings where setting_key is in the three script keys (missing keys → ''). */
export async function fetchScriptSettings(): Promise<ScriptSettings> {
  const params = Object.fromEntries(SETTING_KEYS.map((key, i) => [`filters[setting_key][$in][${i}]`, key]));
  const response = await api.get<{ data: Row[] }>('/site-settings', { params });
  const stored = new Map(response.data.data.map((row) => [row.setting_key, row.setting_value ?? '']));
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, stored.get(key) ?? ''])) as ScriptSettings;
}

export const scriptSettingsQuery = () => queryOptions({ queryKey: ['site-settings', 'scripts'], queryFn: fetchScriptSettings });
