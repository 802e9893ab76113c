import { http, HttpResponse } from 'msw';

import type { PresenceAnswer, PresenceList } from '@alicerce/domain';

/** The CMS's "who is editing" as seen by a tab alone on its document: its own mark only, nobody else's. */
export const presenceAlone = [
  http.put('*/api/editing/:subject/:documentId', () =>
    HttpResponse.json({ data: { since: new Date().toISOString(), marks: [], takenOver: null } satisfies PresenceAnswer }),
  ),
  http.post('*/api/editing/:subject/:documentId/take-over', () =>
    HttpResponse.json({ data: { since: new Date().toISOString(), marks: [], takenOver: null } satisfies PresenceAnswer }),
  ),
  http.delete('*/api/editing/:subject/:documentId', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/editing/:subject', () => HttpResponse.json({ data: {} satisfies PresenceList })),
];
