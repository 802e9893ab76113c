import { nextIdle, nextTask } from '@/site/lib/dom/turns';

import { earlyInput, replayHeldInput } from './early-input';
import type { IslandWhen } from './island';
import { BOUND, FAILED, propsOf, READY } from './island-attributes';

/** What an island does in the browser, given its marker element and the props the page was built with. */
export type IslandMount = (element: HTMLElement, props: unknown) => void | Promise<void>;

/**
 * An island's module as the runtime calls it: `mount` is a method, so a module whose `mount` takes its own props
 * (island-props.ts: the registry is checked against those) fits — the runtime passes what the marker carries.
 */
type IslandModule = { mount(element: HTMLElement, props: unknown): void | Promise<void> };

/**
 * Island name → its module: `{ load }`, downloaded only on a page that has the island, when it runs (every island of
 * the public pages), or `{ mount }` itself (tests, islands rendered by an island).
 */
export type IslandEntry = IslandModule | { load: () => Promise<IslandModule> };
export type IslandRegistry = Record<string, IslandEntry>;

/**
 * The element an observer can see: an <Island> marker has `display: contents` (inline style, read without asking
 * for the page's layout) and no box of its own.
 */
const visibleTarget = (element: HTMLElement): Element => (element.style.display === 'contents' ? (element.firstElementChild ?? element) : element);

function whenIdle(run: () => void) {
  void nextIdle().then(run);
}

/**
 * Runs each element's `run` once it first comes near the viewport — one observer for all of them (an observer per
 * carousel was 17 ms of /cases' start task at 4× CPU, measured). Created when first needed.
 */
function visibilityWatcher() {
  const due = new Map<Element, () => void>();
  let observer: IntersectionObserver | null = null;
  return (element: HTMLElement, run: () => void) => {
    if (!('IntersectionObserver' in window)) return whenIdle(run);
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const runNow = entry.isIntersecting && due.get(entry.target);
          if (!runNow) continue;
          due.delete(entry.target);
          observer?.unobserve(entry.target);
          runNow();
        }
      },
      { rootMargin: '200px' },
    );
    const target = visibleTarget(element);
    due.set(target, run);
    observer.observe(target);
  };
}

async function mountIsland(registry: IslandRegistry, element: HTMLElement) {
  const name = element.dataset.island ?? '';
  const entry = registry[name];
  if (!entry) throw new Error(`unknown island "${name}"`);
  // Each island asks for its code, and later starts, in a task of its own: the browser can answer a tap between two
  // of them. Asking is not free — every file the code needs is a request started on this thread (0.6–2 ms each here,
  // four times that at 4× CPU): the islands of /cases, asked for in one go, made one task of 100–200 ms at 4×.
  await nextTask();
  const { mount } = 'load' in entry ? await entry.load() : entry;
  await nextTask();
  await mount(element, propsOf(element));
}

/**
 * On screen, to be bound at once (read once the first paint is shown: the layout is already done). Not what is not
 * drawn: the cookie banner of a returning visitor, the menu button on a wide screen (a tap there is held anyway).
 */
function inView(element: HTMLElement) {
  const target = visibleTarget(element);
  if (typeof target.checkVisibility === 'function' && !target.checkVisibility()) return false;
  const box = target.getBoundingClientRect();
  return box.bottom >= 0 && box.top <= window.innerHeight;
}

let current: IslandRegistry | null = null;
/** Each island's start, by its marker: what a visitor reaching it early (early-input.ts) calls. */
const runs = new WeakMap<HTMLElement, () => Promise<void>>();

/**
 * Binds every island of `root` not bound yet, each when its `data-island-when` says — a `load` island out of view
 * waits for idle time — or at once when the visitor reaches it first (a focus, a tap, a keystroke: held by
 * early-input.ts, done again once it is bound). Each island downloads its own code: none waits for another's.
 * Safe to call again after new markup appears (a client-rendered page): bound islands are skipped. A failing island
 * is logged and the rest of the page goes on. Resolves once the `load` islands in view are bound.
 */
export function startIslands(registry: IslandRegistry, root: ParentNode = document): Promise<void> {
  current = registry;
  const state = earlyInput();
  state.wanted = (element) => void runs.get(element)?.();
  const atLoad: Array<Promise<void>> = [];
  const whenVisible = visibilityWatcher();
  for (const element of Array.from(root.querySelectorAll<HTMLElement>(`[data-island]:not([${BOUND}])`))) {
    element.setAttribute(BOUND, '');
    const when = (element.dataset.islandWhen ?? 'idle') as IslandWhen;
    let mounted: Promise<void> | null = null;
    const run = () => {
      mounted ??= mountIsland(registry, element)
        .catch((error: unknown) => {
          console.error(`Island ${element.dataset.island} failed`, error);
          element.setAttribute(FAILED, '');
          // A form whose code could not run is never posted to the page it is on (nothing there reads it).
          element.addEventListener('submit', (event) => event.preventDefault(), true);
        })
        .finally(() => {
          element.setAttribute(READY, '');
          replayHeldInput(element, element.hasAttribute(FAILED));
        });
      return mounted;
    };
    runs.set(element, run);
    if (when === 'load' && inView(element)) atLoad.push(run());
    else if (when === 'visible') whenVisible(element, () => void run());
    else whenIdle(() => void run());
  }
  // Input held before this script ran, on an island it has just met.
  for (const input of state.held) state.wanted(input.island);
  return Promise.all(atLoad).then(() => undefined);
}

/** Binds the islands of markup an island rendered itself (a list rendered again with newer data). */
export function startNewIslands(root: ParentNode) {
  if (current) startIslands(current, root);
}
