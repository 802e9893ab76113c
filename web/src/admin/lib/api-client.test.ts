import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { env } from '@/shared/config/env';
import { server } from '@/shared/testing/mocks/server';

import { api, onSessionEnded } from './api-client';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/shared/lib/api-error';

const url = `${env.CMS_URL}/api/cases`;

describe('api client', () => {
  it('talks JSON to the CMS under /api', async () => {
    server.use(http.get(url, () => HttpResponse.json({ data: [{ id: 1 }] })));
    const response = await api.get('/cases');
    expect(response.data).toEqual({ data: [{ id: 1 }] });
  });

  it('writes its query like every client (cms-url.ts): a search text stays in its own filter', async () => {
    let asked: Array<[string, string]> = [];
    server.use(http.get(url, ({ request }) => ((asked = [...new URL(request.url).searchParams.entries()]), HttpResponse.json({ data: [] }))));
    await api.get('/cases', { params: { 'filters[title][$containsi]': 'a&unpublished=include', 'pagination[page]': 2, sort: undefined } });
    expect(asked).toEqual([
      ['filters[title][$containsi]', 'a&unpublished=include'],
      ['pagination[page]', '2'],
    ]);
  });

  it("surfaces Strapi's error.message", async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({ data: null, error: { status: 400, name: 'ValidationError', message: 'Slug já existe' } }, { status: 400 }),
      ),
    );
    const error = await api.get('/cases').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Slug já existe', status: 400 });
  });

  it('falls back to a pt-BR message when the body has none', async () => {
    server.use(http.get(url, () => new HttpResponse('boom', { status: 500 })));
    const error = await api.get('/cases').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 500 });
  });
});

describe('api client with a session', () => {
  it('sends the access token and, on 401, refreshes once and retries', async () => {
    const { setSession, getSession } = await import('@/shared/lib/session');
    setSession({ jwt: 'velho', refreshToken: 'r1', user: { id: 1, email: 'a@b.co' } });
    const seen: Array<string | null> = [];
    server.use(
      http.get(url, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === 'Bearer novo'
          ? HttpResponse.json({ data: ['ok'] })
          : HttpResponse.json({ error: { status: 401, message: 'Missing or invalid credentials' } }, { status: 401 });
      }),
      http.post('*/api/auth/refresh', async ({ request }) => {
        expect(await request.json()).toEqual({ refreshToken: 'r1' });
        return HttpResponse.json({ jwt: 'novo', refreshToken: 'r2' });
      }),
    );
    const response = await api.get('/cases');
    expect(response.data).toEqual({ data: ['ok'] });
    expect(seen).toEqual(['Bearer velho', 'Bearer novo']);
    expect(getSession()).toMatchObject({ jwt: 'novo', refreshToken: 'r2' });
  });

  it('forgets the session when the refresh token is refused', async () => {
    const { setSession, getSession } = await import('@/shared/lib/session');
    setSession({ jwt: 'velho', refreshToken: 'revogado', user: { id: 1, email: 'a@b.co' } });
    server.use(
      http.get(url, () => HttpResponse.json({ error: { status: 401, message: 'Missing or invalid credentials' } }, { status: 401 })),
      http.post('*/api/auth/refresh', () => HttpResponse.json({ error: { status: 401, message: 'Invalid refresh token' } }, { status: 401 })),
    );
    let told = 0;
    const stop = onSessionEnded(() => (told += 1));
    await expect(api.get('/cases')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(getSession()).toBeNull();
    expect(told).toBe(1);
  });
});
