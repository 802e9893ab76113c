type PrerenderingDocument = Document & { prerendering?: boolean };

/**
 * Runs `work` once the page is really shown to the visitor: at once, or — when the browser is preparing it ahead of a
 * tap (Speculation Rules prerender, `document.prerendering`) — when it is activated. Counting a view, noting where a
 * visit came from and running a consented tag wait for this: a page prepared and never opened was never visited.
 */
export function whenActivated(work: () => void, doc: PrerenderingDocument = document): void {
  if (doc.prerendering) doc.addEventListener('prerenderingchange', () => work(), { once: true });
  else work();
}
