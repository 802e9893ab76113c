import { queryOptions } from '@tanstack/react-query';

import { CONSENT_CATEGORIES, DEFAULT_CONSENT_CATEGORY, SETTING_KEYS, type ConsentCategory, type SettingKey } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** A site_settings row as the CMS answers it, with its edit `version` (issue 51). */
export type SiteSettingRow = {
  documentId?: string;
  setting_key: SettingKey;
  setting_value: string | null;
  consent_category?: string | null;
  version?: number;
};
/** One script setting as its field edits it; `version` null when no row is stored yet (its save sends If-None-Match: *). */
export type ScriptSetting = {
  value: string;
  category: ConsentCategory;
  version: number | null;
  /** The stored row's id (its history); null when none is stored. */ documentId?: string | null;
};
export type ScriptSettings = Record<SettingKey, ScriptSetting>;

/** A stored category, or the default one. */
export const toCategory = (value: unknown): ConsentCategory =>
  CONSENT_CATEGORIES.includes(value as ConsentCategory) ? (value as ConsentCategory) : DEFAULT_CONSENT_CATEGORY;

/** GET /api/site-settings where setting_key is in the three script keys (missing keys → '', marketing, no version). */
export async function fetchScriptSettings(): Promise<ScriptSettings> {
  const params = Object.fromEntries(SETTING_KEYS.map((key, i) => [`filters[setting_key][$in][${i}]`, key]));
  const response = await api.get<{ data: SiteSettingRow[] }>('/site-settings', { params });
  const stored = new Map(response.data.data.map((row) => [row.setting_key, row]));
  return Object.fromEntries(
    SETTING_KEYS.map((key) => [
      key,
      {
        value: stored.get(key)?.setting_value ?? '',
        category: toCategory(stored.get(key)?.consent_category),
        version: stored.get(key)?.version ?? null,
        documentId: stored.get(key)?.documentId ?? null,
      },
    ]),
  ) as ScriptSettings;
}

export const scriptSettingsQuery = () => queryOptions({ queryKey: ['site-settings', 'scripts'], queryFn: fetchScriptSettings });
