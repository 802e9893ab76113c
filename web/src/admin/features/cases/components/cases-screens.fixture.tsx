import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';

import type { AdminCase } from '../types';

import { CaseEditorScreen } from './case-editor';
import { CasesTab } from './cases-tab';

/** Where the Cases screen lives in the dashboard. */
export const CASES_URL = '/admin/dashboard/cases';

/** The Cases screen and its editors as the dashboard routes them: …/cases, …/cases/novo, …/cases/<documentId>. */
export function CasesScreens() {
  const id = useLocation().pathname.match(/\/cases\/([^/]+)$/)?.[1];
  if (!id) return <CasesTab />;
  return <CaseEditorScreen key={id} id={id === 'novo' ? null : id} />;
}

/** GET /api/cases/:documentId over `rows` (404 for another id), as the CMS answers an editor's URL. */
export const caseById = (rows: AdminCase[]) =>
  http.get('*/api/cases/:id', ({ params }) => {
    const found = rows.find((row) => row.documentId === params.id);
    return found
      ? HttpResponse.json({ data: found })
      : HttpResponse.json({ error: { status: 404, message: 'Case não encontrado' } }, { status: 404 });
  });
