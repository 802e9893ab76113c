import { everyWhileConnected } from '@/site/lib/dom/every-while-connected';
import { query } from '@/site/lib/islands/selectors';

import { ROTATING_WORD, type WordMotion } from '../lib/rotating-word-selectors';
import type { IslandProps } from '@/site/lib/islands/island-props';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    'rotating-word': { words: readonly string[]; intervalMs: number };
  }
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Advances the word every `intervalMs`, cycling back to the first. Each new word fades in, unless the visitor asked
 * the system to reduce motion (then it is simply replaced), until its markup leaves the page.
 */
export function mount(root: HTMLElement, props: IslandProps<'rotating-word'>) {
  const { words, intervalMs } = props;
  const span = query(root, ROTATING_WORD.motion);
  if (!span || words.length < 2) return;
  let index = 0;
  everyWhileConnected(root, intervalMs, () => {
    index = (index + 1) % words.length;
    span.textContent = words[index];
    const reduced = matchMedia(REDUCED_MOTION_QUERY).matches;
    span.setAttribute(ROTATING_WORD.motion, (reduced ? 'none' : 'fade') satisfies WordMotion);
    if (!reduced) {
      // Restarts the fade for the new word.
      span.style.animation = 'none';
      void span.offsetWidth;
      span.style.animation = '';
    }
  });
}
