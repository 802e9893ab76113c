import { CONSENT_CATEGORIES, DEFAULT_CONSENT_CATEGORY, SETTING_KEYS, type ConsentCategory, type SettingKey } from '@alicerce/domain';
import { getPublic } from '@/site/lib/public-api';

type Row = { setting_key: SettingKey; setting_value: string | null; consent_category?: string | null };
export type SiteScript = { markup: string; category: ConsentCategory };
export type SiteScripts = Record<SettingKey, SiteScript>;

const toCategory = (value: unknown): ConsentCategory =>
  CONSENT_CATEGORIES.includes(value as ConsentCategory) ? (value as ConsentCategory) : DEFAULT_CONSENT_CATEGORY;

/** One GET /api/site-settings for the three snippets (missing keys → empty, marketing). */
export async function fetchSiteScripts(): Promise<SiteScripts> {
  const params = Object.fromEntries(SETTING_KEYS.map((key, i) => [`filters[setting_key][$in][${i}]`, key]));
  const response = await getPublic<{ data: Row[] }>('/site-settings', params);
  const rows = new Map(response.data.map((row) => [row.setting_key, row]));
  return Object.fromEntries(
    SETTING_KEYS.map((key) => [key, { markup: rows.get(key)?.setting_value ?? '', category: toCategory(rows.get(key)?.consent_category) }]),
  ) as SiteScripts;
}
