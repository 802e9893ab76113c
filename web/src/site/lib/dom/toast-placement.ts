import { clearArea } from './screen-area';

/**
 * Where the public pages' toasts (toast.ts) sit: a place on screen where they cover no field and no action. The stack
 * looks from just under the header downwards, centred, then on the right, then on the left, and takes the first place
 * that covers no visible control; when every place covers one (a form filling a phone's screen), the one that covers
 * the fewest. It moves again when the page scrolls or resizes.
 */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
const EDGE = 16;
const GAP = 8;
const STEP = 8;
const ALIGNS = ['center', 'end', 'start'] as const;

type Box = { top: number; left: number; right: number; bottom: number };

/** The visible controls of the page (the toasts' own close buttons aside). */
function controlsOnScreen(host: HTMLElement): Box[] {
  return Array.from(document.querySelectorAll<HTMLElement>(CONTROLS))
    .filter((element) => !host.contains(element))
    .map((element) => element.getBoundingClientRect())
    .filter(
      (box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
    );
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Puts the toast stack `host` (position: fixed) where it covers the fewest controls, none if it can. */
export function placeToasts(host: HTMLElement) {
  if (!host.children.length) return;
  const width = host.offsetWidth;
  const height = host.offsetHeight;
  const area = clearArea();
  const first = area.top + GAP;
  const last = Math.max(first, area.bottom - GAP - height);
  const lefts = { center: (window.innerWidth - width) / 2, end: window.innerWidth - width - EDGE, start: EDGE };
  const controls = controlsOnScreen(host);
  let best: { box: Box; covered: number } | null = null;
  for (let y = first; y <= last && best?.covered !== 0; y = y === last ? last + 1 : Math.min(last, y + STEP)) {
    for (const align of ALIGNS) {
      const box = { top: y, bottom: y + height, left: lefts[align], right: lefts[align] + width };
      const covered = controls.filter((control) => overlaps(box, control)).length;
      if (!best || covered < best.covered) best = { box, covered };
      if (covered === 0) break;
    }
  }
  if (!best) return;
  host.style.top = `${best.box.top}px`;
  host.style.left = `${best.box.left}px`;
}

let watching = false;

/**
 * Places the stack now, and again after every scroll or resize (once per frame) while the page shows it: `host`
 * reads the stack as it is then.
 */
export function keepToastsClear(host: () => HTMLElement | null) {
  const place = () => {
    const stack = host();
    if (stack) placeToasts(stack);
  };
  place();
  if (watching) return;
  watching = true;
  let queued = false;
  const again = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      place();
    });
  };
  window.addEventListener('scroll', again, { passive: true });
  window.addEventListener('resize', again);
}
