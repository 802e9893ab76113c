import { describe, expect, it } from 'vitest';

import { cmsApiUrl, cmsPathSegment, cmsQuery } from './cms-url';

/** The query as the CMS reads it back: every parameter, decoded, in order. */
const readBack = (url: string) => [...new URL(url, 'http://site.test').searchParams.entries()];

describe('cmsApiUrl: the one address of the CMS API', () => {
  it('puts the path under /api of the CMS, on the site origin when the CMS URL is empty', () => {
    expect(cmsApiUrl('http://cms.test', '/cases')).toBe('http://cms.test/api/cases');
    expect(cmsApiUrl('http://cms.test//', '/cases')).toBe('http://cms.test/api/cases');
    expect(cmsApiUrl('', '/company')).toBe('/api/company');
    expect(cmsApiUrl('', '')).toBe('/api');
  });

  it("writes Strapi's filters, populate and pagination so the CMS reads back exactly those", () => {
    const url = cmsApiUrl('http://cms.test', '/cases', {
      'filters[slug][$eq]': 'residencial-mirante',
      'populate[0]': 'cover',
      'populate[1]': 'gallery',
      'pagination[page]': 2,
      'pagination[pageSize]': 100,
      sort: 'featured:desc,display_order:asc',
      unpublished: undefined,
      preview: true,
    });
    expect(url.startsWith('http://cms.test/api/cases?')).toBe(true);
    expect(readBack(url)).toEqual([
      ['filters[slug][$eq]', 'residencial-mirante'],
      ['populate[0]', 'cover'],
      ['populate[1]', 'gallery'],
      ['pagination[page]', '2'],
      ['pagination[pageSize]', '100'],
      ['sort', 'featured:desc,display_order:asc'],
      ['preview', 'true'],
    ]);
  });

  it('leaves out the "?" when no parameter has a value', () => {
    expect(cmsApiUrl('', '/cases', { unpublished: undefined })).toBe('/api/cases');
    expect(cmsQuery()).toBe('');
  });

  it('keeps a hostile search text inside its own parameter: no extra filter, no fragment, no other path', () => {
    const hostile = 'a&filters[is_published][$eq]=false&pagination[pageSize]=1000#x/../../admin?y= z+%26';
    const url = cmsApiUrl('http://cms.test', '/cases', { 'filters[title][$containsi]': hostile, 'pagination[pageSize]': 10 });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/api/cases');
    expect(parsed.hash).toBe('');
    expect(readBack(url)).toEqual([
      ['filters[title][$containsi]', hostile],
      ['pagination[pageSize]', '10'],
    ]);
  });

  it('keeps a hostile key from adding a second parameter', () => {
    expect(readBack(cmsApiUrl('', '/cases', { 'sort=x&unpublished': 'include' }))).toEqual([['sort=x&unpublished', 'include']]);
  });
});

describe('cmsPathSegment', () => {
  it("keeps a slug one segment: '/', '?', '#', '%' encoded", () => {
    const url = cmsApiUrl('http://cms.test', `/articles/slug/${cmsPathSegment('a/b?c#d%2F')}`, { x: 1 });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/api/articles/slug/a%2Fb%3Fc%23d%252F');
    expect(decodeURIComponent(parsed.pathname.split('/').at(-1)!)).toBe('a/b?c#d%2F');
    expect(readBack(url)).toEqual([['x', '1']]);
  });

  it("refuses '.', '..' and '' (a URL would resolve them to another path)", () => {
    for (const value of ['.', '..', '']) expect(() => cmsPathSegment(value)).toThrow(RangeError);
    expect(cmsPathSegment('...')).toBe('...');
  });
});
