import Typography from '@mui/material/Typography';

import { renderLive } from '@/site/lib/islands/render-live';

import { fetchCase } from '../api/get-cases';
import { CASE_PAGE } from '../lib/case-page-selectors';

import { CaseDetail } from './case-detail';

/** A case with no prerendered page (published after the build): its details drawn from the API in the dialog. */
export async function renderCaseDetail(body: HTMLElement, slug: string, title: HTMLElement) {
  const item = await fetchCase(slug);
  // A container of its own: the dialog's body is emptied by plain DOM code for the next case.
  const host = document.createElement('div');
  body.replaceChildren(host);
  if (!item) {
    renderLive(host, <Typography color="text.secondary">Este case não está mais disponível.</Typography>);
    return;
  }
  title.textContent = item.title;
  body.setAttribute(CASE_PAGE.title, item.title);
  renderLive(host, <CaseDetail item={item} />);
}
