import { describe, expect, it } from 'vitest';

import { caseList } from '../testing/fixtures';

import {
  hasActiveFilter,
  matchesFilters,
  NO_FILTERS,
  parsePlatform,
  parsePropertyType,
  platformOptions,
  propertyTypeOptions,
  type CaseFilters,
} from './filters';

/** The cases a filter lets through, in the list's order (the cases island hides the others). */
const slugs = (filters: CaseFilters) => caseList.filter((c) => matchesFilters(c, filters)).map((c) => c.slug);

describe('case filters', () => {
  it('offers "all" plus the five platforms and the five property types', () => {
    expect(platformOptions.map((o) => o.label)).toEqual(['Todas as plataformas', 'Google Ads', 'Meta Ads', 'LinkedIn Ads', 'Display', 'Multicanal']);
    expect(propertyTypeOptions.map((o) => o.label)).toEqual(['Todos os tipos', 'Apartamentos', 'Casas', 'Comercial', 'Loteamentos', 'Alto Padrão']);
  });

  it('lets everything through with no filter, keeping the order', () => {
    expect(slugs(NO_FILTERS)).toEqual(['residencial-mirante', 'corretor-votorantim', 'imobiliaria-casa-forte']);
    expect(hasActiveFilter(NO_FILTERS)).toBe(false);
  });

  it('matches platform and type together', () => {
    expect(slugs({ platform: 'Meta Ads', propertyType: 'all' })).toEqual(['corretor-votorantim']);
    expect(slugs({ platform: 'all', propertyType: 'Apartamentos' })).toEqual(['residencial-mirante']);
    expect(slugs({ platform: 'Google Ads', propertyType: 'Casas' })).toEqual([]);
    expect(hasActiveFilter({ platform: 'all', propertyType: 'Casas' })).toBe(true);
  });

  it('a case without property type fails any type filter', () => {
    expect(matchesFilters({ platform: 'LinkedIn Ads', property_type: null }, { platform: 'all', propertyType: 'Comercial' })).toBe(false);
    expect(matchesFilters({ platform: 'LinkedIn Ads', property_type: null }, { platform: 'LinkedIn Ads', propertyType: 'all' })).toBe(true);
  });

  it('reads URL values, treating unknown ones as "all"', () => {
    expect(parsePlatform('Meta Ads')).toBe('Meta Ads');
    expect(parsePlatform('TikTok')).toBe('all');
    expect(parsePlatform(null)).toBe('all');
    expect(parsePropertyType('Alto Padrão')).toBe('Alto Padrão');
    expect(parsePropertyType('alto padrão')).toBe('all');
  });
});
