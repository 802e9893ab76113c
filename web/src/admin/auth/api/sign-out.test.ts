import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { draftKey, readDraft, writeDraft } from '@/admin/lib/local-drafts';
import { getSession, setSession } from '@/shared/lib/session';
import { server } from '@/shared/testing/mocks/server';

import { signOut } from './sign-out';

const keep = (user: number, subject: string) => {
  setSession({ jwt: 'jwt', refreshToken: 'refresh', user: { id: user, email: `pessoa${user}@alicerce.example` } });
  const key = draftKey(subject, 'doc-1')!;
  writeDraft(key, { savedAt: new Date().toISOString(), version: 1, base: { title: 'A' }, values: { title: 'B' } });
  return key;
};

describe("'Sair' on a shared office computer", () => {
  beforeEach(() => localStorage.clear());

  it('clears every unsaved edit kept in this browser, whoever typed it, and the session — even when the CMS is unreachable', async () => {
    const other = keep(3, 'article');
    const mine = keep(7, 'case');
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    await signOut();
    expect([readDraft(mine), readDraft(other)]).toEqual([null, null]);
    expect(getSession()).toBeNull();
  });

  it('an expired sign-in (the session dropped without Sair) keeps them for the next sign-in', () => {
    const mine = keep(7, 'case');
    setSession(null);
    expect(readDraft(mine)).toMatchObject({ values: { title: 'B' } });
  });
});
