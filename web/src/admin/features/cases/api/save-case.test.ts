import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/shared/lib/api-error';
import { server } from '@/shared/testing/mocks/server';

import { toCasePayload } from './case-payload';
import { saveCase } from './save-case';

const payload = toCasePayload({ title: 'Residencial Aurora' } as Parameters<typeof toCasePayload>[0], { image: null, chart: null, gallery: [] });
const conflict = () =>
  HttpResponse.json(
    {
      data: null,
      error: {
        status: 409,
        name: 'ConflictError',
        message: 'Ana salvou este registro às 14:02.',
        details: { version: 4, updatedAt: '2026-01-10T17:02:00.000Z', updatedBy: 'Ana', current: { documentId: 'doc-1', version: 4 } },
      },
    },
    { status: 409 },
  );

/** Every request the save makes, in order, as 'METHOD path'. */
function record(put: () => Response) {
  const calls: string[] = [];
  server.use(
    http.put('*/api/cases/:id', ({ request }) => {
      calls.push(`PUT /cases If-Match ${request.headers.get('If-Match')}`);
      return put();
    }),
    http.post('*/api/upload', ({ request }) => {
      calls.push(`POST /upload?id=${new URL(request.url).searchParams.get('id')}`);
      return HttpResponse.json([{}]);
    }),
  );
  return calls;
}

describe('saveCase: the document first (version-checked), the alt texts only once it is saved', () => {
  it('a save accepted: PUT with If-Match, then the changed alt text', async () => {
    const calls = record(() => HttpResponse.json({ data: { documentId: 'doc-1', version: 4 } }));
    const saved = await saveCase({ documentId: 'doc-1', payload, alts: [{ id: 7, alternativeText: 'Fachada' }], precondition: { version: 3 } });
    expect(saved.version).toBe(4);
    expect(calls).toEqual(['PUT /cases If-Match "3"', 'POST /upload?id=7']);
  });

  it('a save refused as stale (409): no alt text is written, and the error carries the conflict', async () => {
    const calls = record(conflict);
    const error = await saveCase({ documentId: 'doc-1', payload, alts: [{ id: 7, alternativeText: 'Fachada' }], precondition: { version: 3 } }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Ana salvou este registro às 14:02.',
      details: expect.objectContaining({ version: 4, updatedBy: 'Ana' }),
    });
    expect(calls).toEqual(['PUT /cases If-Match "3"']);
  });
});
