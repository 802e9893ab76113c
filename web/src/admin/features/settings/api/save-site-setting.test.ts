import { describe, expect, it } from 'vitest';

import { recordUpserts } from '@/shared/testing/mocks/record-upserts';

import { saveSiteSetting } from './save-site-setting';

describe('Site settings upsert: the version it was made from', () => {
  it('a setting with no stored row is sent as new (If-None-Match: *), an existing one with If-Match of its version', async () => {
    const sent = recordUpserts('site-settings');
    const input = { setting_key: 'head_scripts', setting_value: '', consent_category: 'marketing' } as Parameters<typeof saveSiteSetting>[0]['input'];
    await saveSiteSetting({ input, precondition: { version: null } });
    await saveSiteSetting({ input, precondition: { version: 2 } });
    expect(sent).toEqual([
      { ifMatch: null, ifNoneMatch: '*' },
      { ifMatch: '"2"', ifNoneMatch: null },
    ]);
  });
});
