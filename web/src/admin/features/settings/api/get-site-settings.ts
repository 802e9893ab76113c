import { queryOptions } from '@tanstack/react-query';

import { CONSENT_CATEGORIES, DEFAULT_CONSENT_CATEGORY, SETTING_KEYS, type ConsentCategory, type SettingKey } from '@alicerce/domain';
import { api } from '@/lib/api-client';

type Row = { setting_key: SettingKey; setting_value: string | null; consent_category?: string | null };
export type ScriptSetting = { value: string; category: ConsentCategory };
export type ScriptSettings = Record<SettingKey, ScriptSetting>;

const toCategory = (value: unknown): ConsentCategory =>
  CONSENT_CATEGORIES.includes(value as ConsentCategory) ? (value as ConsentCategory) : DEFAULT_CONSENT_CATEGORY;

/** GET /api/site-settings where setting_key is in the three script keys (missing keys → '', marketing). */
export async function fetchScriptSettings(): Promise<ScriptSettings> {
  const params = Object.fromEntries(SETTING_KEYS.map((key, i) => [`filters[setting_key][$in][${i}]`, key]));
  const response = await api.get<{ data: Row[] }>('/site-settings', { params });
  const stored = new Map(response.data.data.map((row) => [row.setting_key, row]));
  return Object.fromEntries(
    SETTING_KEYS.map((key) => [key, { value: stored.get(key)?.setting_value ?? '', category: toCategory(stored.get(key)?.consent_category) }]),
  ) as ScriptSettings;
}

export const scriptSettingsQuery = () => queryOptions({ queryKey: ['site-settings', 'scripts'], queryFn: fetchScriptSettings });
