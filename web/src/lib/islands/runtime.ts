import { nextIdle, nextTask } from '@/lib/dom/turns';

import type { IslandWhen } from './island';

/** What an island does in the browser, given its marker element and the props the page was built with. */
export type IslandMount = (element: HTMLElement, props: unknown) => void | Promise<void>;

/**
 * Island name → its module (`{ mount }`, bundled with the runtime: what must answer a tap within the first second),
 * or `{ load }` for islands whose code is only downloaded when they run.
 */
export type IslandEntry = { mount: IslandMount } | { load: () => Promise<{ mount: IslandMount }> };
export type IslandRegistry = Record<string, IslandEntry>;

const BOUND = 'data-island-bound';
/** Set once an island's code has run (tests and styles can wait on it); FAILED too when it threw. */
const READY = 'data-island-ready';
const FAILED = 'data-island-failed';

/**
 * The element an observer can see: an <Island> marker has `display: contents` (inline style, read without asking
 * for the page's layout) and no box of its own.
 */
const visibleTarget = (element: HTMLElement): Element => (element.style.display === 'contents' ? (element.firstElementChild ?? element) : element);

function whenIdle(run: () => void) {
  void nextIdle().then(run);
}

function whenVisible(element: HTMLElement, run: () => void) {
  if (!('IntersectionObserver' in window)) return whenIdle(run);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '200px' },
  );
  observer.observe(visibleTarget(element));
}

function schedule(when: Exclude<IslandWhen, 'load'>, element: HTMLElement, run: () => void) {
  if (when === 'visible') whenVisible(element, run);
  else whenIdle(run);
}

function propsOf(element: HTMLElement): unknown {
  const raw = element.dataset.islandProps;
  return raw === undefined ? undefined : JSON.parse(raw);
}

async function mountIsland(registry: IslandRegistry, element: HTMLElement) {
  const name = element.dataset.island ?? '';
  const entry = registry[name];
  if (!entry) throw new Error(`unknown island "${name}"`);
  const { mount } = 'load' in entry ? await entry.load() : entry;
  await mount(element, propsOf(element));
}

/**
 * Binds every island of `root` not bound yet, each when its `data-island-when` says. Safe to call again after new
 * markup appears (a client-rendered page): bound islands are skipped. A failing island is logged and the rest of
 * the page goes on.
 */
let current: IslandRegistry | null = null;

export function startIslands(registry: IslandRegistry, root: ParentNode = document): Promise<void> {
  current = registry;
  const atLoad: Array<() => Promise<void>> = [];
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
        .finally(() => element.setAttribute(READY, ''));
      return mounted;
    };
    if (when !== 'load') runEarlyOnUse(element, run);
    if (when === 'load') atLoad.push(run);
    else schedule(when, element, () => void run());
  }
  return inTasksOfTheirOwn(atLoad);
}

/**
 * The page's load-time islands, in page order, each in a task of its own: the first at once, the next after the
 * browser had a chance to answer input — a tap on the menu never waits for the islands further down the page.
 */
async function inTasksOfTheirOwn(runs: Array<() => Promise<void>>) {
  const mounted: Array<Promise<void>> = [];
  for (const [index, run] of runs.entries()) {
    if (index > 0) await nextTask();
    mounted.push(run());
  }
  await Promise.all(mounted);
}

/**
 * A visitor who reaches an island before its time (focuses a field, sends a form) gets it at once: its code starts
 * loading on the first focus, and a form sent before it is ready is sent again once it is.
 */
function runEarlyOnUse(element: HTMLElement, run: () => Promise<void>) {
  element.addEventListener('focusin', () => void run(), { once: true });
  const onSubmit = (event: Event) => {
    element.removeEventListener('submit', onSubmit, true);
    if (element.hasAttribute(READY)) return;
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    event.stopImmediatePropagation();
    void run().then(() => {
      if (!element.hasAttribute(FAILED)) form.requestSubmit();
    });
  };
  element.addEventListener('submit', onSubmit, true);
}

/** Binds the islands of markup an island rendered itself (a list rendered again with newer data). */
export function startNewIslands(root: ParentNode) {
  if (current) startIslands(current, root);
}
