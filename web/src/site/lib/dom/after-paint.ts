/**
 * Resolves once the browser has painted the current frame: work started after it (parsing, filling a dialog) no
 * longer delays the paint that answers a tap — the dialog opens at once and its content follows a frame later.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
