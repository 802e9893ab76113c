/**
 * Calls `tick` every `ms` for as long as `root` is in the document. An island's repeating work ends with its markup:
 * nothing reads it any more, and a live timer would keep the detached nodes (and, in tests, run after the page's
 * window is gone).
 */
export function everyWhileConnected(root: Node, ms: number, tick: () => void) {
  const timer = setInterval(() => {
    if (root.isConnected) tick();
    else clearInterval(timer);
  }, ms);
}
