import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

import { AppProviders } from '@/shared/providers/app-providers';
import { startIslands, type IslandRegistry } from '@/site/lib/islands/runtime';
import { MODE_STORAGE_KEY, theme } from '@/shared/theme';

const READY = 'data-island-ready';

export type StaticOptions = {
  /** The page's address: the router's location while rendering, and the browser's once the HTML is in the page. */
  route?: string;
  /**
   * The islands the page's markup may name (the site's own: site/islands/registry.ts). Without it no island is
   * started: the page stays as the build wrote it.
   */
  islands?: IslandRegistry;
  /** Wait until every island has run (default), or return right after starting them. */
  waitForIslands?: boolean;
};

export type StaticView = {
  /** The element holding the page's HTML. */
  container: HTMLElement;
  /** The HTML as the build writes it, before any island ran. */
  html: string;
  user: ReturnType<typeof userEvent.setup>;
  /** Resolves once every island of the page has run (`data-island-ready` on its marker). */
  islandsReady: () => Promise<void>;
};

/** Every island marker in `root` whose code has run; throws naming the others. */
function assertIslandsReady(root: ParentNode) {
  const pending = Array.from(root.querySelectorAll<HTMLElement>(`[data-island]:not([${READY}])`)).map((element) => element.dataset.island);
  if (pending.length > 0) throw new Error(`islands not mounted yet: ${pending.join(', ')}`);
}

/**
 * jsdom has no requestIdleCallback: while the islands are scheduled, the page is idle at once (a task later), so
 * `when="idle"` and `when="visible"` islands (jsdom has no IntersectionObserver either) run without the runtime's
 * fallback delay. Their timing is tested on its own, in site/lib/islands/runtime.test.ts.
 */
function startWithIdlePage(registry: IslandRegistry, root: HTMLElement) {
  const w = window as unknown as { requestIdleCallback?: (run: IdleRequestCallback) => number };
  if (w.requestIdleCallback) return startIslands(registry, root);
  w.requestIdleCallback = (run: IdleRequestCallback) => setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 0) as unknown as number;
  try {
    startIslands(registry, root);
  } finally {
    delete w.requestIdleCallback;
  }
}

/**
 * The build's Emotion cache collects the page's CSS on the server and writes it into the HTML; here it is kept out of
 * the test's document (a detached container): what is visible then depends on the markup only (`hidden`, a closed
 * <dialog>), and jsdom does not re-read thousands of style elements on every visibility check.
 */
const serverLikeCache = () => createCache({ key: 'css', stylisPlugins: [], container: document.createElement('div') });

/**
 * Renders `ui` the way the build prerenders a public page (renderToString with the theme, an Emotion cache and a
 * router at `route`), puts the HTML into the page with the browser at `route`, then starts its islands with
 * `islands`, as the page's entry does. No React runs in the page afterwards: what a test sees is the static markup
 * and what the islands do to it. document.body is emptied after each test (setup-tests.ts).
 */
export async function renderStatic(ui: ReactElement, { route = '/', islands, waitForIslands = true }: StaticOptions = {}): Promise<StaticView> {
  const html = renderToString(
    <CacheProvider value={serverLikeCache()}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={MODE_STORAGE_KEY}>
        <AppProviders>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AppProviders>
      </ThemeProvider>
    </CacheProvider>,
  );
  window.history.replaceState(null, '', route);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);

  // With fake timers, user-event's own delays must advance them too.
  const user = vi.isFakeTimers() ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) : userEvent.setup();
  if (!islands) return { container, html, user, islandsReady: async () => {} };
  startWithIdlePage(islands, container);
  // vi.waitFor advances fake timers between its checks.
  const islandsReady = () => vi.waitFor(() => assertIslandsReady(container), { timeout: 3000, interval: 10 });
  if (waitForIslands) await islandsReady();
  return { container, html, user, islandsReady };
}

const LOCATION_PARTS = ['href', 'origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

/**
 * jsdom cannot load another page: `window.location` is replaced (until the test ends) by one that reads the real
 * address and records `assign(url)`, the page load an island asks for. Returns the recorded calls.
 */
export function stubPageLoads() {
  const real = window.location;
  const assign = vi.fn<(url: string | URL) => void>();
  const location = { assign, replace: vi.fn(), reload: vi.fn(), toString: () => real.href };
  for (const part of LOCATION_PARTS) Object.defineProperty(location, part, { get: () => real[part], enumerable: true });
  vi.stubGlobal('location', location);
  return assign;
}
