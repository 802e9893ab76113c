/**
 * A region that is shown whole or not at all while the page is still being read. A slow phone's browser (or one on a
 * stalled connection) paints what it has parsed so far; a header painted before its last buttons, or a hero whose
 * form is half there, then moves when the rest arrives — a layout shift the visitor sees (reproduced by pausing the
 * HTML mid-header: the links moved 145 px left; the cookie banner, fixed at the bottom, grew upwards). The region stays
 * invisible (its room kept, nothing of it painted) until its end mark is parsed; then all of it appears in its final
 * place. The rule is in the theme's baseline (shared/theme/components.ts); a browser without :has() drops it and paints as
 * before.
 */
export const shownWhole = { 'data-whole': '' } as const;

/** The end mark: the region's last child. */
export function ShownWholeEnd() {
  return <span data-whole-end="" hidden />;
}
