import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { env } from '@/config/env';
import { server } from '@/testing/mocks/server';

import { api, ApiError, GENERIC_ERROR_MESSAGE } from './api-client';

const url = `${env.CMS_URL}/api/cases`;

describe('api client', () => {
  it('talks JSON to the CMS under /api', async () => {
    server.use(http.get(url, () => HttpResponse.json({ data: [{ id: 1 }] })));
    const response = await api.get('/cases');
    expect(response.data).toEqual({ data: [{ id: 1 }] });
  });

  it("surfaces Strapi's error.message", async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json(
          { data: null, error: { status: 400, name: 'ValidationError', message: 'Slug já existe' } },
          { status: 400 },
        ),
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
