import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';

import { buildTimeGet, buildTimeGetAll } from './cms-build-client';

const CMS = 'http://127.0.0.1:1337/api';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the build client (route loaders, web/scripts)', () => {
  it("reads the CMS at CMS_BUILD_URL with the query written by cms-url.ts: a slug can't add a filter", async () => {
    vi.stubEnv('CMS_BUILD_URL', 'http://cms.build.test');
    let asked: Array<[string, string]> = [];
    server.use(
      http.get(
        'http://cms.build.test/api/cases',
        ({ request }) => ((asked = [...new URL(request.url).searchParams]), HttpResponse.json({ data: [{ slug: 'x' }] })),
      ),
    );
    const body = await buildTimeGet<{ data: unknown[] } | null>('/cases', null, {
      'filters[slug][$eq]': 'x&unpublished=include',
      'pagination[pageSize]': 1,
    });
    expect(body?.data).toEqual([{ slug: 'x' }]);
    expect(asked).toEqual([
      ['filters[slug][$eq]', 'x&unpublished=include'],
      ['pagination[pageSize]', '1'],
    ]);
  });

  it('reads every page of a list, and gives the fallback with a warning when the CMS fails (the build goes on)', async () => {
    const pages: number[] = [];
    server.use(
      http.get(
        `${CMS}/clients`,
        strapiList(
          Array.from({ length: 130 }, (_, i) => ({ name: `c${i}` })),
          pages,
        ),
      ),
    );
    expect(await buildTimeGetAll('/clients')).toHaveLength(130);
    expect(pages).toEqual([1, 2]);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`${CMS}/company`, () => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 })));
    expect(await buildTimeGet('/company', { data: null })).toEqual({ data: null });
    expect(warn).toHaveBeenCalledWith('[prerender] CMS /company unavailable (HTTP 500); using built-in content');
  });
});
