/**
 * The one hold-and-replay of what a visitor does on an island before its code has run: a tap on one of its buttons, a
 * form sent, a keystroke (`input`), a select's / checkbox's `change`, a finger's sideways swipe or ← → on one of its
 * controls. `holdEarlyInput`
 * runs in the page's inline script (site/lib/islands/bootstrap.ts: serialized with `toString`, so it imports and closes
 * over nothing) from the first moment; the runtime calls `replayHeldInput` for each island as soon as that island is
 * bound.
 */

/** One input kept for an island not bound yet: what it was made on and, for a field, the value it left there. */
export type HeldInput = {
  type: 'click' | 'submit' | 'input' | 'change' | 'swipe';
  island: HTMLElement;
  target: HTMLElement;
  value?: string;
  checked?: boolean;
  /** A swipe's: where the finger went ('left' asks a carousel for its next image; so does →, held as a swipe). */
  toward?: 'left' | 'right';
};

/**
 * The event a held swipe is replayed as, on the element the finger started on (bubbling, `detail` is `toward`): an
 * island that moves under a finger (a card's carousel) listens for it; the others let it pass.
 */
export const HELD_SWIPE_EVENT = 'held-swipe';

/**
 * What the inline script and the runtime share on `window.__earlyInput`: the inputs held, in order, and — once the
 * runtime runs — `wanted`, told of an island the visitor reached (it runs that island's code at once).
 */
export type EarlyInput = { held: HeldInput[]; wanted: ((island: HTMLElement) => void) | null };

type EarlyInputWindow = Window & { __earlyInput?: EarlyInput };

/**
 * Installs the hold (capture phase, on the document): inputs on an island (the nearest) without `data-island-ready`
 * are kept — a tap on a button and a form sent are stopped (done again on replay), a field's `input`/`change` is let
 * through (the field shows it) and kept with its value, which the island's own start-up may reset. Each first use
 * calls `used` (the page starts loading its code at once). Once the page's code could not load
 * (`<html data-islands="failed">`), a form sent is stopped and handed to `failed` instead.
 */
export function holdEarlyInput(used: () => void, failed: (form: HTMLFormElement) => void) {
  const state: EarlyInput = { held: [], wanted: null };
  (window as EarlyInputWindow).__earlyInput = state;
  const keep = (event: Event, toward?: 'left' | 'right') => {
    // An element, not only an HTMLElement: a tap on a button's icon lands on its <svg>.
    if (!(event.target instanceof Element)) return;
    const target = event.target as HTMLElement;
    // The island the input is on is the nearest one: once that is bound the input is its own, even inside an island
    // still starting (the home's hero form, bound, in a section whose island waits for the CMS's copy). A control
    // outside any island that one acts on names it (`data-island-for`, ISLAND_FOR in island-attributes.ts — written
    // out here: this function is serialized into the page): the footer's 'Preferências de cookies', the consent's.
    const outside = target.closest<HTMLElement>('[data-island-for]');
    const island = outside
      ? document.querySelector<HTMLElement>(`[data-island="${outside.getAttribute('data-island-for')}"]`)
      : target.closest<HTMLElement>('[data-island]');
    if (!island || island.hasAttribute('data-island-ready')) return;
    if (document.documentElement.dataset.islands === 'failed') {
      if (event.type === 'submit') {
        event.preventDefault();
        failed(target as HTMLFormElement);
      }
      return;
    }
    used();
    state.wanted?.(island);
    if (event.type === 'focusin') return;
    let held: HeldInput;
    if (toward) {
      held = { type: 'swipe', island, target, toward };
    } else if (event.type === 'click') {
      const button = target.closest<HTMLElement>('button, [role="button"]');
      // A submit button sends its form (held as the form's submit); links and native controls work on their own.
      if (!button || !(outside ?? island).contains(button) || (button as HTMLButtonElement).type === 'submit') return;
      held = { type: 'click', island, target: button };
    } else if (event.type === 'submit') {
      held = { type: 'submit', island, target };
    } else {
      const field = target as HTMLInputElement;
      held = { type: event.type as 'input' | 'change', island, target, value: field.value, checked: field.checked };
    }
    if (held.type === 'click' || held.type === 'submit') {
      event.preventDefault();
      event.stopPropagation();
    }
    // A second tap on the same button, or a later keystroke in the same field, replaces the first: the last state wins.
    state.held = state.held.filter((other) => other.target !== held.target || other.type !== held.type);
    state.held.push(held);
  };
  for (const type of ['click', 'submit', 'input', 'change', 'focusin']) document.addEventListener(type, keep, true);
  // A swipe: one finger lifted at least 50 px (the lightbox's SWIPE_THRESHOLD, written out: this function is serialized)
  // sideways of where it touched, more sideways than up or down — a thumb scrolling the page is not one. Touch events,
  // not pointer events: the browser cancels a finger's pointer once it scrolls, a touch still ends.
  let start: Touch | undefined;
  const options = { capture: true, passive: true };
  document.addEventListener('touchstart', (event) => (start = event.touches.length === 1 ? event.touches[0] : undefined), options);
  document.addEventListener(
    'touchend',
    (event) => {
      const end = event.changedTouches[0];
      const from = start;
      start = undefined;
      if (!from || !end || end.identifier !== from.identifier) return;
      const dx = end.clientX - from.clientX;
      if (Math.abs(dx) >= 50 && Math.abs(dx) > Math.abs(end.clientY - from.clientY)) keep(event, dx < 0 ? 'left' : 'right');
    },
    options,
  );
  // ← → pressed on one of an island's controls — not in a field, where they move the caret — asks it for the next or
  // the previous thing it shows, as a finger's swipe does (→ as a swipe to the left): held as one.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable]')) return;
      keep(event, event.key === 'ArrowRight' ? 'left' : 'right');
    },
    true,
  );
}

/** The page's held input (what the inline script installed; an empty one where it did not run: tests, the SPA). */
export function earlyInput(): EarlyInput {
  const page = window as EarlyInputWindow;
  page.__earlyInput ??= { held: [], wanted: null };
  return page.__earlyInput;
}

/**
 * Does again, in order, what was held for `island`, now bound: the tap, the form sent (not when its code failed: a
 * form is never posted to the page it is on), the field's value put back and its `input`/`change` dispatched.
 */
export function replayHeldInput(island: HTMLElement, failed = false) {
  const state = earlyInput();
  const mine = state.held.filter((input) => input.island === island);
  if (mine.length === 0) return;
  state.held = state.held.filter((input) => input.island !== island);
  for (const input of mine) {
    if (!input.target.isConnected) continue;
    if (input.type === 'click') {
      if (!failed) input.target.click();
    } else if (input.type === 'swipe') {
      if (!failed) input.target.dispatchEvent(new CustomEvent(HELD_SWIPE_EVENT, { bubbles: true, detail: input.toward }));
    } else if (input.type === 'submit') {
      if (!failed) (input.target as HTMLFormElement).requestSubmit();
    } else {
      const field = input.target as HTMLInputElement;
      if (input.value !== undefined && field.value !== input.value) field.value = input.value;
      if (input.checked !== undefined && field.checked !== input.checked) field.checked = input.checked;
      field.dispatchEvent(new Event(input.type, { bubbles: true }));
    }
  }
}
