import { http, HttpResponse } from 'msw';

import { server } from './server';

/** The version headers an upsert was sent with. */
export type UpsertHeaders = { ifMatch: string | null; ifNoneMatch: string | null };

/** Answers PUT /api/<path>/upsert (a stored row at version 1) and records each request's version headers. */
export function recordUpserts(path: string): UpsertHeaders[] {
  const sent: UpsertHeaders[] = [];
  server.use(
    http.put(`*/api/${path}/upsert`, ({ request }) => {
      sent.push({ ifMatch: request.headers.get('If-Match'), ifNoneMatch: request.headers.get('If-None-Match') });
      return HttpResponse.json({ data: { version: 1 } });
    }),
  );
  return sent;
}
