import { paths } from '@/shared/config/paths';
import { query, queryAll, read } from '@/site/lib/islands/selectors';

import { CASE_PAGE } from '../lib/case-page-selectors';

/** One case's details as its own prerendered page holds them, ready to show in the /cases dialog. */
export type CaseDetailMarkup = { title: string; pageTitle: string; body: Element };

/** Thrown when the case has no prerendered page (published after the build): its details come from the API. */
export class NotPrerendered extends Error {}

const pages = new Map<string, Promise<string>>();
const parsed = new Map<string, CaseDetailMarkup>();
const emotionIds = new Set<string>();

function rememberStyles(root: ParentNode) {
  for (const style of queryAll(root, CASE_PAGE.styles)) {
    for (const id of (read(style, CASE_PAGE.styles) ?? '').split(' ').slice(1)) emotionIds.add(id);
  }
}

/**
 * The case page's styles that this page lacks: Emotion names its classes after their styles, so the other page's
 * rules can be added as they are (a rule this page already has is only repeated).
 */
function adoptStyles(doc: Document) {
  if (emotionIds.size === 0) rememberStyles(document);
  for (const style of queryAll(doc, CASE_PAGE.styles)) {
    const [key, ...ids] = (read(style, CASE_PAGE.styles) ?? '').split(' ');
    if (key.endsWith('-global') || ids.every((id) => emotionIds.has(id))) continue;
    document.head.appendChild(document.importNode(style, true));
    ids.forEach((id) => emotionIds.add(id));
  }
}

/** The case page's HTML, fetched once (also ahead of a click: on hover, focus or touch of its link). */
function pageText(slug: string): Promise<string> {
  let pending = pages.get(slug);
  if (!pending) {
    pending = fetch(paths.caseStudy(slug), { headers: { Accept: 'text/html' } }).then((response) => {
      if (!response.ok) throw new NotPrerendered(`HTTP ${response.status}`);
      return response.text();
    });
    pages.set(slug, pending);
    pending.catch(() => pages.delete(slug));
  }
  return pending;
}

function parse(html: string): CaseDetailMarkup {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const detail = query(doc, CASE_PAGE.detail);
  const body = detail && query(detail, CASE_PAGE.body);
  if (!detail || !body) throw new NotPrerendered('no prerendered page');
  adoptStyles(doc);
  return { title: read(detail, CASE_PAGE.title) ?? '', pageTitle: doc.title, body: document.importNode(body, true) };
}

/**
 * Only downloads the page: parsing it is main-thread work, so it waits for the dialog to ask (after its first
 * paint), never landing between a tap and the paint that answers it.
 */
export function prefetchCaseDetail(slug: string) {
  pageText(slug).catch(() => {});
}

/** A case's details, read from its page (downloaded once, parsed once). */
export async function caseDetailMarkup(slug: string): Promise<CaseDetailMarkup> {
  let markup = parsed.get(slug);
  if (!markup) {
    markup = parse(await pageText(slug));
    parsed.set(slug, markup);
  }
  return { ...markup, body: markup.body.cloneNode(true) as Element };
}
