import { describe, expect, it } from 'vitest';

import { landingPageListParams } from './landing-page-list-params';

describe('landingPageListParams', () => {
  it('lists every page, newest change first, searched in title and slug', () => {
    expect(landingPageListParams({ search: ' ipanema ', page: 2 })).toEqual({
      unpublished: 'include',
      sort: 'updatedAt:desc',
      'pagination[page]': 2,
      'pagination[pageSize]': 10,
      'filters[$or][0][title][$containsi]': 'ipanema',
      'filters[$or][1][slug][$containsi]': 'ipanema',
    });
  });

  it("with 'ending' (Início's link): the published pages ending in the next 7 days, the soonest first", () => {
    const now = new Date('2026-11-29T12:00:00.000Z');
    expect(landingPageListParams({ search: '', page: 1, ending: true }, now)).toMatchObject({
      sort: 'ends_at:asc',
      'filters[$and][0][is_published][$eq]': 'true',
      'filters[$and][1][ends_at][$gt]': '2026-11-29T12:00:00.000Z',
      'filters[$and][2][ends_at][$lte]': '2026-12-06T12:00:00.000Z',
    });
  });
});
