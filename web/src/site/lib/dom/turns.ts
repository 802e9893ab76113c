type TaskScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resolves in a new one, so the browser can answer a tap (or paint) in between:
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in the queue), else a
 * zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser is idle (at the latest after `timeout` ms). */
export function nextIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 200);
  });
}
