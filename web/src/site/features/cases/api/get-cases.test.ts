import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';

import { makeCase } from '../testing/fixtures';
import type { Case } from '../types';

import { fetchCases, loadCases } from './get-cases';

/** More cases than one CMS page holds (its rest.maxLimit is 100): none may be cut. */
const many: Case[] = Array.from({ length: 130 }, (_, i) => makeCase({ documentId: `doc-${i}`, slug: `case-${i + 1}`, title: `Case ${i + 1}` }));

describe('the published cases, all of them', () => {
  it('the build-time list (the /cases page and its case pages) has all 130', async () => {
    server.use(http.get('http://127.0.0.1:1337/api/cases', strapiList(many)));
    const cases = await loadCases();
    expect(cases).toHaveLength(130);
    expect(cases?.at(-1)?.slug).toBe('case-130');
  });

  it('the list the browser reads to compare with the page has all 130, page after page', async () => {
    const pagesRead: number[] = [];
    server.use(http.get('*/api/cases', strapiList(many, pagesRead)));
    expect(await fetchCases()).toHaveLength(130);
    expect(pagesRead.sort()).toEqual([1, 2]);
  });
});
