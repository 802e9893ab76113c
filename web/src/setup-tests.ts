import '@testing-library/jest-dom/vitest';

import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { unmountLive } from '@/site/lib/islands/render-live';

import { server } from '@/shared/testing/mocks/server';

// A test of a build step runs in Node (`// @vitest-environment node`): no page, none of the stand-ins below.
const hasPage = typeof window !== 'undefined';

// jsdom has no matchMedia; MUI's color-scheme code needs it for "system" mode.
if (hasPage && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has <dialog> without its methods: opening sets `open` (jsdom's own stylesheet then shows it), closing
// clears it and fires 'close', as site/lib/dom/dialog.ts expects of the browser. No top layer, no focus trap.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

// Testing Library's async helpers (user-event's too) only advance Jest's fake timers: with Vitest's they would wait
// for a timer that never fires. It looks for a global `jest`, and Vitest's fake setTimeout carries the clock it checks.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// jsdom lays nothing out, so it cannot scroll either.
if (hasPage && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  if (!hasPage) return;
  cleanup();
  act(() => unmountLive());
  // What a static page (site/testing/render-static.tsx) and its islands left: its HTML, toasts, styles on <body>.
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());
