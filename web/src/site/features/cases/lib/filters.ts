import { PLATFORMS, PROPERTY_TYPES, type Platform, type PropertyType } from '@alicerce/domain';

import type { Case } from '../types';

/** Query-string keys of the filters: /cases?plataforma=…&tipo=… (a filtered list can be shared as a link). */
export const PARAM = { platform: 'plataforma', propertyType: 'tipo' } as const;

/** The "all" value of both filters (spec §9: all + the 5 values each). */
export const ALL = 'all';

export type PlatformFilter = typeof ALL | Platform;
export type PropertyTypeFilter = typeof ALL | PropertyType;
export type CaseFilters = { platform: PlatformFilter; propertyType: PropertyTypeFilter };

export const NO_FILTERS: CaseFilters = { platform: ALL, propertyType: ALL };

export const platformOptions = [
  { value: ALL, label: 'Todas as plataformas' },
  ...PLATFORMS.map((platform) => ({ value: platform, label: platform })),
];

export const propertyTypeOptions = [{ value: ALL, label: 'Todos os tipos' }, ...PROPERTY_TYPES.map((type) => ({ value: type, label: type }))];

/** A URL value that is not one of the known options (a stale or hand-typed link) means "all". */
export function parsePlatform(value: string | null): PlatformFilter {
  return (PLATFORMS as readonly string[]).includes(value ?? '') ? (value as Platform) : ALL;
}

export function parsePropertyType(value: string | null): PropertyTypeFilter {
  return (PROPERTY_TYPES as readonly string[]).includes(value ?? '') ? (value as PropertyType) : ALL;
}

export const hasActiveFilter = (filters: CaseFilters) => filters.platform !== ALL || filters.propertyType !== ALL;

/** Whether a case passes both filters ("all" lets everything through; a case without type fails a type filter). */
export function matchesFilters(item: Pick<Case, 'platform' | 'property_type'>, filters: CaseFilters): boolean {
  const platformOk = filters.platform === ALL || item.platform === filters.platform;
  const typeOk = filters.propertyType === ALL || item.property_type === filters.propertyType;
  return platformOk && typeOk;
}
