/**
 * The list with the item at `from` taken out and put back at `to` (indexes in the list as it is now); anything out
 * of range, or no move at all, gives the same list back.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Where a key pressed on an item's reorder handle moves it (↑ ↓ one place, Home/End to the ends), or null for no move. */
export function keyboardMove(key: string, index: number, count: number): number | null {
  const moves: Partial<Record<string, number>> = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: count - 1 };
  const to = moves[key];
  return to === undefined || to === index || to < 0 || to >= count ? null : to;
}

/** How a move was asked for: the list puts the focus back on the same control of the moved item. */
export type MoveControl = 'handle' | 'up' | 'down';

/**
 * After a move by the keyboard or a button, the focus follows the item to its new place, on the control used (its
 * handle once that button is disabled at an end). Rows carry `data-reorder="<key>"` on their handle and `data-move` on their buttons.
 */
export function focusMoved(list: HTMLElement | null, key: string, control: MoveControl) {
  requestAnimationFrame(() => {
    const row = list?.querySelector<HTMLElement>(`[data-reorder="${CSS.escape(key)}"]`)?.closest('li');
    const button = control === 'handle' ? null : row?.querySelector<HTMLButtonElement>(`[data-move="${control}"]:not(:disabled)`);
    (button ?? row?.querySelector<HTMLElement>('[data-reorder]'))?.focus();
  });
}
