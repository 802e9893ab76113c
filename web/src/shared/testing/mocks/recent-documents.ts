import { http, HttpResponse } from 'msw';

import type { RecentDocumentsAnswer } from '@alicerce/domain';

/** 'Abertos recentemente' by default: an empty list, and every opening recorded (204). */
export const recentDocumentsEmpty = [
  http.get('*/api/me/recent-documents', () => HttpResponse.json({ data: [] } satisfies RecentDocumentsAnswer)),
  http.post('*/api/me/recent-documents', () => new HttpResponse(null, { status: 204 })),
];
