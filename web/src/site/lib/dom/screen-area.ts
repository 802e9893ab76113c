/** The bar fixed (or stuck) across the screen at height `y`, if any: the header at the top, the action bar below. */
function barAt(y: number): DOMRect | null {
  if (typeof document.elementsFromPoint !== 'function') return null;
  for (
    let element: Element | null = document.elementsFromPoint(window.innerWidth / 2, y)[0] ?? null;
    element && element !== document.body;
    element = element.parentElement
  ) {
    const { position } = getComputedStyle(element);
    if (position === 'fixed' || position === 'sticky') return element.getBoundingClientRect();
  }
  return null;
}

/**
 * The part of the screen a visitor can read now: between the bar stuck to its top (the site's header) and the one
 * fixed to its bottom (a phone's action bar, the cookie banner), when there are such bars.
 */
export function clearArea(): { top: number; bottom: number } {
  const header = barAt(1);
  const footer = barAt(window.innerHeight - 1);
  return {
    top: header && header.bottom > 0 ? header.bottom : 0,
    bottom: footer && footer.top < window.innerHeight ? footer.top : window.innerHeight,
  };
}
