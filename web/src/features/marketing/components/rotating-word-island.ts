const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Advances the word every `intervalMs`, cycling back to the first. Each new word fades in, unless the visitor asked
 * the system to reduce motion (then it is simply replaced).
 */
export function mount(root: HTMLElement, props: unknown) {
  const { words, intervalMs } = props as { words: string[]; intervalMs: number };
  const span = root.querySelector<HTMLElement>('[data-testid="rotating-word"]');
  if (!span || words.length < 2) return;
  let index = 0;
  setInterval(() => {
    index = (index + 1) % words.length;
    span.textContent = words[index];
    const reduced = matchMedia(REDUCED_MOTION_QUERY).matches;
    span.dataset.motion = reduced ? 'none' : 'fade';
    if (!reduced) {
      // Restarts the fade for the new word.
      span.style.animation = 'none';
      void span.offsetWidth;
      span.style.animation = '';
    }
  }, intervalMs);
}
