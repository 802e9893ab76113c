import { describe, expect, it } from 'vitest';

import { recordUpserts } from '@/shared/testing/mocks/record-upserts';

import { upsertPageContent } from './upsert-page-content';

const section = { page_slug: 'home', section_key: 'hero', content_type: 'hero', content: { title: 'Olá' } } as Parameters<
  typeof upsertPageContent
>[0]['input'];

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
