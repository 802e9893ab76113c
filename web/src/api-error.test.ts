import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { CONTACT_MESSAGES, TOO_MANY_REQUESTS_MESSAGE } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';

import { api } from '@/admin/lib/api-client';
import { ApiError, apiErrorOf, GENERIC_ERROR_MESSAGE } from '@/shared/lib/api-error';
import { publicRequest } from '@/site/lib/public-api';

/** The same failure through both browser clients: the public pages' (fetch) and the dashboard's (axios). */
const viaPublic = (path: string) => publicRequest('POST', path, { body: { data: {} } }).catch((error: unknown) => error);
const viaDashboard = (path: string) => api.post(path, { data: {} }).catch((error: unknown) => error);

const strapiError = (status: number, message: string, field?: string) =>
  HttpResponse.json(
    { data: null, error: { status, name: 'ValidationError', message, details: field ? { issues: [{ path: [field], message }] } : {} } },
    { status },
  );

describe('ApiError: one mapping of a failed request, in pt-BR', () => {
  it('no answer (network down): "Sem conexão com o servidor." on the public pages and in the dashboard', async () => {
    server.use(http.post('*/api/leads', () => HttpResponse.error()));
    for (const error of [await viaPublic('/leads'), await viaDashboard('/leads')]) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: 'Sem conexão com o servidor.', status: undefined });
    }
  });

  it('no answer in time: "O servidor demorou a responder. Tente novamente."', () => {
    expect(apiErrorOf('timeout', () => true)).toMatchObject({ message: 'O servidor demorou a responder. Tente novamente.', status: undefined });
  });

  it("a 4xx with Strapi's error body: a form's own message reaches the visitor with its field", async () => {
    server.use(http.post('*/api/leads', () => strapiError(400, CONTACT_MESSAGES.email, 'email')));
    expect(await viaPublic('/leads')).toMatchObject({ message: CONTACT_MESSAGES.email, status: 400, field: 'email' });
  });

  it("a 4xx with another Strapi message: the dashboard shows it to the admin, a visitor gets the site's message", async () => {
    server.use(http.post('*/api/cases', () => strapiError(400, 'Slug já está em uso', 'slug')));
    expect(await viaDashboard('/cases')).toMatchObject({ message: 'Slug já está em uso', status: 400, field: 'slug' });
    expect(await viaPublic('/cases')).toMatchObject({
      message: GENERIC_ERROR_MESSAGE,
      status: 400,
      field: undefined,
      serverMessage: 'Slug já está em uso',
    });
  });

  it('429 without a readable message: the too-many-requests message', async () => {
    server.use(http.post('*/api/leads', () => strapiError(429, 'Too Many Requests')));
    expect(await viaPublic('/leads')).toMatchObject({ message: TOO_MANY_REQUESTS_MESSAGE, status: 429, serverMessage: 'Too Many Requests' });
  });

  it("a 5xx, JSON or a proxy's HTML page: the site's generic message, never the server's text", async () => {
    server.use(
      http.post('*/api/leads', () => strapiError(500, 'Internal Server Error')),
      http.post('*/api/bookings', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
    );
    expect(await viaPublic('/leads')).toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 500, serverMessage: 'Internal Server Error' });
    expect(await viaPublic('/bookings')).toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 502 });
    expect(await viaDashboard('/bookings')).toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 502 });
  });
});
