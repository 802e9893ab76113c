import { http, HttpResponse } from 'msw';

import type { Revision } from './revision';

/** Three versions of case doc-1: created by Bia, published, then Ana changed the title and the main image. */
export const caseRevisions: Revision[] = [
  {
    id: 33,
    version: 3,
    action: 'updated',
    actor_name: 'Ana Souza',
    changed_fields: ['title', 'image', 'updatedAt'],
    snapshot: {
      title: 'Residencial Aurora Fase 2',
      slug: 'residencial-aurora',
      challenge: 'Baixa conversão.',
      strategy: ['Pesquisa', 'Remarketing'],
      image: 12,
      gallery: [7],
      is_published: true,
    },
    label: 'Residencial Aurora Fase 2',
    restored_from: null,
    savedAt: '2026-11-27T17:07:00.000Z',
  },
  {
    id: 22,
    version: 2,
    action: 'published',
    actor_name: 'Bia Lima',
    changed_fields: ['is_published'],
    snapshot: {
      title: 'Residencial Aurora',
      slug: 'residencial-aurora',
      challenge: 'Baixa conversão.',
      strategy: ['Pesquisa'],
      image: 11,
      gallery: [7],
      is_published: true,
    },
    label: 'Residencial Aurora',
    restored_from: null,
    savedAt: '2026-11-26T12:30:00.000Z',
  },
  {
    id: 11,
    version: 1,
    action: 'created',
    actor_name: 'Bia Lima',
    changed_fields: null,
    snapshot: {
      title: 'Residencial Aurora',
      slug: 'residencial-aurora',
      challenge: 'Baixa conversão.',
      strategy: ['Pesquisa'],
      image: 11,
      gallery: [7],
      is_published: false,
    },
    label: 'Residencial Aurora',
    restored_from: null,
    savedAt: '2026-11-25T13:00:00.000Z',
  },
];

/** The media library's files 11 and 12 by id (GET /api/upload/files/:id); any other id is gone (404). */
export const mediaFilesById = http.get('*/api/upload/files/:id', ({ params }) => {
  const id = Number(params.id);
  if (id !== 11 && id !== 12 && id !== 7) return HttpResponse.json({ error: { status: 404, message: 'Not Found' } }, { status: 404 });
  return HttpResponse.json({ id, url: `/uploads/foto-${id}.png`, name: `fachada-${id}.png`, mime: 'image/png' });
});

/** GET /api/revisions/case/doc-1 with `revisions`, counting the reads. */
export function serveRevisions(revisions: Revision[] = caseRevisions) {
  const reads = { count: 0 };
  const handler = http.get('*/api/revisions/:subject/:documentId', ({ params }) => {
    reads.count += 1;
    return params.subject === 'case' && params.documentId === 'doc-1' ? HttpResponse.json({ data: revisions }) : HttpResponse.json({ data: [] });
  });
  return { handler, reads };
}
