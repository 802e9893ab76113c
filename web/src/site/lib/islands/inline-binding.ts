import { BOUND, FAILED, propsOf, READY } from './island-attributes';

/** What an island bound by the page's own inline script does: synchronous, a few lines, no module of its own. */
export type InlineMount = (element: HTMLElement, props: unknown) => void;

/**
 * Binds the islands of `mounts` found in `root` at once — called by the inline script at the end of a prerendered
 * page (site/islands/inline.ts), before the load event: the buttons every page has in its first screen (menu, theme)
 * answer the first tap without waiting for any script to arrive. Marked bound and ready, so the runtime skips them and
 * nothing is held for them. One that throws is logged and marked failed; the rest go on.
 */
export function bindInlineIslands(mounts: Record<string, InlineMount>, root: ParentNode = document) {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>(`[data-island]:not([${BOUND}])`))) {
    const mount = mounts[element.dataset.island ?? ''];
    if (!mount) continue;
    element.setAttribute(BOUND, '');
    try {
      mount(element, propsOf(element));
    } catch (error) {
      console.error(`Island ${element.dataset.island} failed`, error);
      element.setAttribute(FAILED, '');
    }
    element.setAttribute(READY, '');
  }
}
