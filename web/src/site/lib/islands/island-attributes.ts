/** Set on an island's marker once its code is running (it is never bound twice). */
export const BOUND = 'data-island-bound';
/** Set once an island's code has run (tests and styles can wait on it; early-input.ts stops holding); FAILED too when it threw. */
export const READY = 'data-island-ready';
export const FAILED = 'data-island-failed';
/**
 * On a control outside any island that an island acts on (the footer's 'Preferências de cookies' opens the consent
 * island's dialog): the island's name, so a tap made before that island is bound is held for it and made again.
 */
export const ISLAND_FOR = 'data-island-for';

/** The props an island's marker was built with (`data-island-props`, JSON). */
export function propsOf(element: HTMLElement): unknown {
  const raw = element.dataset.islandProps;
  return raw === undefined ? undefined : JSON.parse(raw);
}
