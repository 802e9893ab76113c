import { renderLive } from '@/site/lib/islands/render-live';

import type { Case } from '../types';

import { CaseGrid } from './case-grid';

/** The grid rendered in the browser from the CMS's current cases (only when they changed since the build). */
export function renderCaseGrid(list: HTMLElement, cases: Case[]) {
  renderLive(list, <CaseGrid cases={cases} />);
}
