import { paths } from '@/shared/config/paths';
import { afterNextPaint } from '@/site/lib/dom/after-paint';
import { closeDialog, dialogById, openDialog } from '@/site/lib/dom/dialog';
import { showMessage } from '@/site/lib/dom/show-message';
import { toast } from '@/site/lib/dom/toast';
import { fingerprint } from '@/site/lib/hash';
import { startNewIslands } from '@/site/lib/islands/runtime';
import { closest, query, queryAll, read } from '@/site/lib/islands/selectors';

import { fetchCases } from '../api/get-cases';
import { CASE_PAGE } from '../lib/case-page-selectors';
import { CASES } from '../lib/cases-selectors';
import { casesVersion } from '../lib/cases-version';
import { hasActiveFilter, matchesFilters, NO_FILTERS, PARAM, parsePlatform, parsePropertyType, type CaseFilters } from '../lib/filters';
import { CASE_DIALOG_ID } from '../lib/lightbox-id';
import { LOAD_ERROR_TOAST, LOADING_TEXT } from '../lib/messages';
import type { Case } from '../types';

import { caseDetailMarkup, NotPrerendered, prefetchCaseDetail } from './case-page-fetch';
import { bindCaseImages } from './lightbox-island';
import { readListState, restoreListState } from './list-state';
import type { IslandProps } from '@/site/lib/islands/island-props';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    cases: { version: string | null };
  }
}

/** The old shared-link form of an open case (/cases?case=<slug>): still opened, under its own URL now. */
const LEGACY_CASE_PARAM = 'case';

type DialogState = { caseDialog?: string } | null;

function readFilters(): CaseFilters {
  const params = new URLSearchParams(window.location.search);
  return { platform: parsePlatform(params.get(PARAM.platform)), propertyType: parsePropertyType(params.get(PARAM.propertyType)) };
}

function writeFilters(filters: CaseFilters) {
  const url = new URL(window.location.href);
  for (const [key, value] of [
    [PARAM.platform, filters.platform],
    [PARAM.propertyType, filters.propertyType],
  ] as const) {
    if (value === NO_FILTERS.platform) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  history.replaceState(history.state, '', `${url.pathname}${url.search}`);
}

/** Shows the cards that pass the filters, the empty state when none does, 'Limpar Filtros' while one is active. */
function applyFilters(root: HTMLElement, filters: CaseFilters) {
  root.querySelector<HTMLSelectElement>(`select[name="${PARAM.platform}"]`)!.value = filters.platform;
  root.querySelector<HTMLSelectElement>(`select[name="${PARAM.propertyType}"]`)!.value = filters.propertyType;
  const grid = query(root, CASES.grid);
  const items = grid ? queryAll(grid, CASES.platform) : [];
  let shown = 0;
  for (const item of items) {
    const platform = read(item, CASES.platform) as Case['platform'];
    item.hidden = !matchesFilters({ platform, property_type: (read(item, CASES.propertyType) || null) as Case['property_type'] }, filters);
    if (!item.hidden) shown += 1;
  }
  if (grid) grid.hidden = shown === 0;
  showMessage(query(root, CASES.empty)!, shown === 0 && items.length > 0);
  query(root, CASES.clearFilters)!.hidden = !hasActiveFilter(filters);
}

/** The case dialog: opened over the list with the case's own URL in the address bar; Back or 'Fechar' close it. */
function caseDialog(root: HTMLElement) {
  const found = dialogById(CASE_DIALOG_ID);
  const foundTitle = found && found.querySelector<HTMLElement>('#case-dialog-title');
  const foundBody = found && query(found, CASES.dialogBody);
  if (!found || !foundTitle || !foundBody) return null;
  const [dialog, title, body]: [HTMLDialogElement, HTMLElement, HTMLElement] = [found, foundTitle, foundBody];
  const loading = Array.from(body.childNodes).map((node) => node.cloneNode(true));
  const listTitle = document.title;
  let current: string | null = null;
  bindCaseImages(body);

  const cardTitle = (slug: string) => query(root, CASES.open, slug)?.closest('article')?.querySelector('h2')?.textContent ?? '';

  async function fill(slug: string) {
    // The open dialog (title and loading state) is painted first: that paint is the answer to the tap.
    await afterNextPaint();
    if (current !== slug) return;
    try {
      const markup = await caseDetailMarkup(slug);
      if (current !== slug) return;
      title.textContent = markup.title;
      body.setAttribute(CASE_PAGE.title, markup.title);
      document.title = markup.pageTitle;
      body.replaceChildren(markup.body);
    } catch (error) {
      if (!(error instanceof NotPrerendered)) throw error;
      // A case published after the build has no page of its own yet: drawn from the API in the browser.
      // eslint-disable-next-line import/no-restricted-paths
      const { renderCaseDetail } = await import('./case-detail-live');
      if (current === slug) await renderCaseDetail(body, slug, title);
    }
  }

  function open(slug: string, push: boolean) {
    current = slug;
    title.textContent = cardTitle(slug);
    body.setAttribute(CASE_PAGE.title, title.textContent);
    body.replaceChildren(...loading.map((node) => node.cloneNode(true)));
    if (push) history.pushState({ caseDialog: slug } satisfies DialogState, '', `${paths.caseStudy(slug)}`);
    openDialog(dialog);
    fill(slug).catch(() => {
      toast.error(LOAD_ERROR_TOAST);
      closeDialog(dialog);
    });
  }

  dialog.addEventListener('close', () => {
    current = null;
    document.title = listTitle;
    if ((history.state as DialogState)?.caseDialog) history.back();
  });
  query(dialog, CASES.dialogClose)?.addEventListener('click', () => closeDialog(dialog));
  window.addEventListener('popstate', () => {
    const slug = (history.state as DialogState)?.caseDialog;
    if (slug && !dialog.open) open(slug, false);
    else if (!slug && dialog.open) closeDialog(dialog);
  });
  return { open };
}

/**
 * Asks the CMS for its current cases once; renders the list again only when it changed since the build, with the
 * filters in force (`filters()`: the list's own state — while a case is open the address is the case's, not the list's).
 */
async function checkCases(root: HTMLElement, version: string | null, filters: () => CaseFilters) {
  const status = query(root, CASES.status)!;
  const errorView = query(root, CASES.error)!;
  status.textContent = LOADING_TEXT;
  showMessage(errorView, false);
  query(root, CASES.skeleton)?.removeAttribute('hidden');
  let cases: Case[];
  try {
    cases = await fetchCases();
  } catch {
    toast.error(LOAD_ERROR_TOAST);
    // With cards from the build the page stays as it is; without, it says so (in place of the grey cards) and
    // offers to try again.
    showMessage(errorView, version === null);
    query(root, CASES.skeleton)?.setAttribute('hidden', '');
    return;
  } finally {
    status.textContent = '';
  }
  if (fingerprint(casesVersion(cases)) === version) return;
  const list = query(root, CASES.list)!;
  // React and MUI load only here, on a page whose cases changed since the build.
  // eslint-disable-next-line import/no-restricted-paths
  const { renderCaseGrid } = await import('./cases-live');
  // What the visitor did in the list before it is drawn again — a carousel moved, the focus on a card — is kept: the
  // moved carousels start at their image before the new list is painted (their code is loaded already then).
  const state = readListState(list);
  const carousel = state.shown.size > 0 ? await import('./carousel-island') : null;
  query(list, CASES.skeleton)?.remove();
  renderCaseGrid(list, cases);
  applyFilters(root, filters());
  restoreListState(list, state, carousel?.startCarouselAt);
  startNewIslands(list);
}

/**
 * /cases: the filters (from and into the URL), the case dialog (a case's link opens it, prefetched on hover, focus
 * or touch), an old `?case=` link, and the check of the CMS's current cases once the page is idle.
 */
export function mount(root: HTMLElement, props: IslandProps<'cases'>) {
  const { version } = props;
  let filters = readFilters();
  applyFilters(root, filters);
  const dialog = caseDialog(root);

  root.addEventListener('change', (event) => {
    const select = event.target as HTMLSelectElement;
    if (select.name === PARAM.platform) filters = { ...filters, platform: parsePlatform(select.value) };
    else if (select.name === PARAM.propertyType) filters = { ...filters, propertyType: parsePropertyType(select.value) };
    else return;
    writeFilters(filters);
    applyFilters(root, filters);
  });
  root.addEventListener('click', (event) => {
    const { target } = event;
    if (closest(target, CASES.clearFilters)) {
      filters = NO_FILTERS;
      writeFilters(filters);
      applyFilters(root, filters);
      return;
    }
    if (closest(target, CASES.retry)) {
      void checkCases(root, version, () => filters);
      return;
    }
    const link = closest<HTMLAnchorElement>(target, CASES.open);
    const plainClick = event instanceof MouseEvent && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!link || !dialog || !plainClick) return;
    event.preventDefault();
    dialog.open(read(link, CASES.open) ?? '', true);
  });
  const prefetch = (event: Event) => {
    const link = closest(event.target, CASES.open);
    const slug = link && read(link, CASES.open);
    if (slug) prefetchCaseDetail(slug);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) root.addEventListener(type, prefetch, { passive: true });

  // An old link to a case this list shows opens it; to any other (unpublished, unknown), just the list.
  const legacy = new URLSearchParams(window.location.search).get(LEGACY_CASE_PARAM);
  if (legacy !== null) {
    const url = new URL(window.location.href);
    url.searchParams.delete(LEGACY_CASE_PARAM);
    history.replaceState(null, '', `${url.pathname}${url.search}`);
    if (dialog && query(root, CASES.open, legacy)) dialog.open(legacy, true);
  }

  const check = () => void checkCases(root, version, () => filters);
  if (version === null) check();
  else if ('requestIdleCallback' in window) window.requestIdleCallback(check, { timeout: 3000 });
  else setTimeout(check, 500);
}
