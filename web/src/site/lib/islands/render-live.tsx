import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

import { getBrowserEmotionCache } from '@/shared/lib/emotion-cache';

import { IslandProviders } from './island-providers';

// A few per page at most (a list rendered again with newer data), kept by element so each renders into its own
// root; a Map, not a WeakMap, so that unmountLive can reach them all (the elements stay in the page anyway).
const roots = new Map<Element, Root>();

/**
 * Renders React markup in place of a static part of the page whose data changed since the build (a new article in the
 * list): only on such a page do React and MUI load. The part must hold nothing a visitor typed. Rendered at once
 * (the caller binds its islands to the new markup right after).
 */
export function renderLive(element: HTMLElement, node: ReactNode) {
  let root = roots.get(element);
  if (!root) {
    root = createRoot(element);
    roots.set(element, root);
  }
  const rendered = root;
  flushSync(() => rendered.render(<IslandProviders cache={getBrowserEmotionCache()}>{node}</IslandProviders>));
}

/**
 * Unmounts every root renderLive made — the unit tests' clean-up between tests: a root left behind would let React
 * finish its work after the test's page is gone (and, at the end of a file, after its window is).
 * @internal
 */
export function unmountLive() {
  for (const root of roots.values()) root.unmount();
  roots.clear();
}
