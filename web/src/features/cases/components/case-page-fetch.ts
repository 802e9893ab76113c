import { paths } from '@/config/paths';

/** One case's details as its own prerendered page holds them, ready to show in the /cases dialog. */
export type CaseDetailMarkup = { title: string; pageTitle: string; body: Element };

/** Thrown when the case has no prerendered page (published after the build): its details come from the API. */
export class NotPrerendered extends Error {}

const reads = new Map<string, Promise<CaseDetailMarkup>>();
const emotionIds = new Set<string>();

function rememberStyles(root: ParentNode) {
  for (const style of Array.from(root.querySelectorAll('style[data-emotion]'))) {
    for (const id of (style.getAttribute('data-emotion') ?? '').split(' ').slice(1)) emotionIds.add(id);
  }
}

/**
 * The case page's styles that this page lacks: Emotion names its classes after their styles, so the other page's
 * rules can be added as they are (a rule this page already has is only repeated).
 */
function adoptStyles(doc: Document) {
  if (emotionIds.size === 0) rememberStyles(document);
  for (const style of Array.from(doc.querySelectorAll('style[data-emotion]'))) {
    const [key, ...ids] = (style.getAttribute('data-emotion') ?? '').split(' ');
    if (key.endsWith('-global') || ids.every((id) => emotionIds.has(id))) continue;
    document.head.appendChild(document.importNode(style, true));
    ids.forEach((id) => emotionIds.add(id));
  }
}

async function read(slug: string): Promise<CaseDetailMarkup> {
  const response = await fetch(paths.caseStudy(slug), { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new NotPrerendered(`HTTP ${response.status}`);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const detail = doc.querySelector<HTMLElement>('[data-case-detail]');
  const body = detail?.querySelector('[data-case-body]');
  if (!detail || !body) throw new NotPrerendered('no prerendered page');
  adoptStyles(doc);
  return { title: detail.dataset.caseTitle ?? '', pageTitle: doc.title, body: document.importNode(body, true) };
}

/** Reads a case's page once (also ahead of a click: on hover, focus or touch of its link). */
export function caseDetailMarkup(slug: string): Promise<CaseDetailMarkup> {
  let pending = reads.get(slug);
  if (!pending) {
    pending = read(slug);
    reads.set(slug, pending);
    pending.catch(() => reads.delete(slug));
  }
  return pending.then((markup) => ({ ...markup, body: markup.body.cloneNode(true) as Element }));
}
