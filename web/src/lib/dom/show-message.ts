/**
 * Shows or hides a message block whose text waits in a `data-message` attribute (so a static page's HTML never
 * holds a message that does not apply, like "nothing found"): the text is written when it shows, removed when not.
 */
export function showMessage(block: HTMLElement, show: boolean) {
  block.hidden = !show;
  for (const element of Array.from(block.querySelectorAll<HTMLElement>('[data-message]'))) element.textContent = show ? (element.dataset.message ?? '') : '';
}
