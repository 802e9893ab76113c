import { queryAll, read } from '@/site/lib/islands/selectors';

import { SHOW_MESSAGE } from './show-message-selectors';

/**
 * Shows or hides a message block whose text waits in a `SHOW_MESSAGE.text` attribute (so a static page's HTML never
 * holds a message that does not apply, like "nothing found"): the text is written when it shows, removed when not.
 */
export function showMessage(block: HTMLElement, show: boolean) {
  block.hidden = !show;
  for (const element of queryAll(block, SHOW_MESSAGE.text)) element.textContent = show ? (read(element, SHOW_MESSAGE.text) ?? '') : '';
}
