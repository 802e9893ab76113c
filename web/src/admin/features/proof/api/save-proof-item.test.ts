import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';

import { CLIENTS } from '../lib/proof-resources';

import { saveProofItem } from './save-proof-item';

function record(put: () => Response) {
  const calls: string[] = [];
  server.use(
    http.put('*/api/clients/:id', ({ request }) => {
      calls.push(`PUT If-Match ${request.headers.get('If-Match')}`);
      return put();
    }),
    http.post('*/api/upload', () => {
      calls.push('POST /upload');
      return HttpResponse.json([{}]);
    }),
  );
  return calls;
}

const args = {
  documentId: 'cli-1',
  payload: { name: 'Construtora Solaris' },
  alt: { id: 7, alternativeText: 'Logo Solaris' },
  precondition: { version: 5 },
};

describe('saveProofItem: the item first (version-checked), the logo’s alt text only once it is saved', () => {
  it('accepted: PUT with If-Match, then the alt text', async () => {
    const calls = record(() => HttpResponse.json({ data: { documentId: 'cli-1', version: 6 } }));
    await saveProofItem(CLIENTS, args);
    expect(calls).toEqual(['PUT If-Match "5"', 'POST /upload']);
  });

  it('refused as stale (409): the alt text is not written', async () => {
    const calls = record(() =>
      HttpResponse.json(
        {
          data: null,
          error: { status: 409, name: 'ConflictError', message: 'Conflito', details: { version: 6, updatedAt: '', updatedBy: null, current: {} } },
        },
        { status: 409 },
      ),
    );
    await expect(saveProofItem(CLIENTS, args)).rejects.toMatchObject({ status: 409 });
    expect(calls).toEqual(['PUT If-Match "5"']);
  });
});
