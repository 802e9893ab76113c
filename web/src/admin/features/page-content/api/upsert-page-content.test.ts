import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';

import { upsertPageContent } from './upsert-page-content';

type Headers = { ifMatch: string | null; ifNoneMatch: string | null };

function recordUpserts(path: string) {
  const sent: Headers[] = [];
  server.use(
    http.put(`*/api/${path}/upsert`, ({ request }) => {
      sent.push({ ifMatch: request.headers.get('If-Match'), ifNoneMatch: request.headers.get('If-None-Match') });
      return HttpResponse.json({ data: { version: 1 } });
    }),
  );
  return sent;
}

const section = { page_slug: 'home', section_key: 'hero', content_type: 'hero', content: { title: 'Olá' } } as Parameters<typeof upsertPageContent>[0]['input'];

describe('Upserts say which version they were made from', () => {
  it('a section with no stored row is sent as new (If-None-Match: *), an existing one with If-Match of its version', async () => {
    const sent = recordUpserts('page-contents');
    await upsertPageContent({ input: section, precondition: { version: null } });
    await upsertPageContent({ input: section, precondition: { version: 7 } });
    expect(sent).toEqual([
      { ifMatch: null, ifNoneMatch: '*' },
      { ifMatch: '"7"', ifNoneMatch: null },
    ]);
  });

});
