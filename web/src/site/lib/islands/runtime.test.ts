import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { earlyInput, holdEarlyInput } from './early-input';
import { startIslands, startNewIslands, type IslandMount } from './runtime';

/** A page with island markers as <Island> writes them (island.tsx). */
function page(html: string) {
  document.body.innerHTML = html;
  return document.body;
}
const marker = (name: string, when: string, inner = '<p>static</p>', props?: unknown) =>
  `<div data-island="${name}" data-island-when="${when}"${props === undefined ? '' : ` data-island-props='${JSON.stringify(props)}'`} style="display: contents">${inner}</div>`;
const island = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
const isReady = (name: string) => island(name).hasAttribute('data-island-ready');

/** The browser's idle callbacks, run when the test says the main thread is idle. */
function idleBrowser() {
  const pending: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => pending.push(run));
  return () => pending.splice(0).forEach((run) => run({ didTimeout: false, timeRemaining: () => 50 }));
}

/** An IntersectionObserver the test scrolls: `scrollTo(element)` reports it in view to whoever observes it. */
function scrollableBrowser() {
  const observers: Array<{
    targets: Element[];
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    self: IntersectionObserver;
  }> = [];
  class FakeIntersectionObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { targets: [], callback, options, self: this as unknown as IntersectionObserver };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((watched) => watched !== target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const scrollTo = (element: Element) => {
    for (const { targets, callback, self } of observers) {
      if (targets.includes(element)) callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], self);
    }
  };
  return { observers, scrollTo };
}

// The page's inline script holds early input from its first moment (bootstrap.ts); here, once for the file.
holdEarlyInput(
  () => {},
  () => {},
);

afterEach(() => {
  vi.useRealTimers();
  earlyInput().held = [];
});

describe('startIslands', () => {
  it('runs a `load` island at once, with the props the page was built with, and marks it ready', async () => {
    const mount = vi.fn<IslandMount>();
    page(marker('menu', 'load', '<button>Abrir menu</button>', { source: 'contato', count: 2 }));
    startIslands({ menu: { mount } });

    await vi.waitFor(() => expect(isReady('menu')).toBe(true));
    expect(mount).toHaveBeenCalledExactlyOnceWith(island('menu'), { source: 'contato', count: 2 });
  });

  it('runs an `idle` island only once the browser is idle, and downloads its code only then', async () => {
    const runIdle = idleBrowser();
    const mount = vi.fn<IslandMount>();
    const load = vi.fn(async () => ({ mount }));
    page(marker('faq', 'idle'));
    startIslands({ faq: { load } });

    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    runIdle();
    await vi.waitFor(() => expect(isReady('faq')).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, runs `idle` islands a moment after the page starts', async () => {
    vi.useFakeTimers();
    const mount = vi.fn<IslandMount>();
    page(marker('faq', 'idle'));
    startIslands({ faq: { mount } });

    await vi.advanceTimersByTimeAsync(100);
    expect(mount).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(110);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('runs a `visible` island when it comes near the viewport, observing the box its marker draws', async () => {
    const { observers, scrollTo } = scrollableBrowser();
    const mount = vi.fn<IslandMount>();
    page(`<div style="height: 3000px"></div>${marker('word', 'visible', '<span id="word">construtora</span>')}`);
    startIslands({ word: { mount } });

    // The marker has display: contents and no box: its first child is what can be seen.
    const word = document.getElementById('word')!;
    expect(observers.map((observer) => observer.targets)).toEqual([[word]]);
    expect(observers[0].options).toEqual({ rootMargin: '200px' });
    expect(mount).not.toHaveBeenCalled();

    scrollTo(word);
    await vi.waitFor(() => expect(isReady('word')).toBe(true));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(observers[0].targets).toEqual([]);
  });

  it('watches every `visible` island of a page with one observer, and runs each only when it is reached', async () => {
    const { observers, scrollTo } = scrollableBrowser();
    const mount = vi.fn<IslandMount>();
    page(
      ['um', 'dois', 'três']
        .map(
          (word) =>
            `<div style="height: 3000px"></div><div data-island="word" data-island-when="visible" style="display: contents"><span>${word}</span></div>`,
        )
        .join(''),
    );
    startIslands({ word: { mount } });
    const words = Array.from(document.querySelectorAll('span'));
    expect(observers).toHaveLength(1);
    expect(observers[0].targets).toEqual(words);

    scrollTo(words[1]);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(mount.mock.calls[0][0].textContent).toBe('dois');
    expect(observers[0].targets).toEqual([words[0], words[2]]);
    scrollTo(words[1]);
    scrollTo(words[2]);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(2));
    expect(mount.mock.calls[1][0].textContent).toBe('três');
  });

  it('runs an island at once when the visitor reaches it first (focus), and only once', async () => {
    idleBrowser();
    const mount = vi.fn<IslandMount>();
    page(marker('lead-form', 'idle', '<form><label>Nome <input name="name"></label></form>'));
    startIslands({ 'lead-form': { mount } });
    const user = userEvent.setup();

    await user.click(document.querySelector('input')!);
    await vi.waitFor(() => expect(isReady('lead-form')).toBe(true));
    await user.type(document.querySelector('input')!, 'Ana');
    expect(mount).toHaveBeenCalledTimes(1);
    expect(document.querySelector('input')).toHaveValue('Ana');
  });

  it('sends a form submitted before its island ran, once the island is ready, and only once', async () => {
    idleBrowser();
    let release = () => {};
    const code = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const mount: IslandMount = (element) => {
      element.querySelector('form')!.addEventListener('submit', (event) => {
        event.preventDefault();
        sent.push(new FormData(event.target as HTMLFormElement).get('name') as string);
      });
    };
    page(marker('lead-form', 'idle', '<form><input name="name" value="Ana"><button type="submit">Enviar</button></form>'));
    startIslands({ 'lead-form': { load: () => code.then(() => ({ mount })) } });
    const form = document.querySelector('form')!;
    const submits: boolean[] = [];
    document.addEventListener('submit', (event) => submits.push(event.defaultPrevented));

    // Sent by the keyboard (no focus event first) while the island's code is still on its way.
    form.requestSubmit();
    expect(submits).toEqual([]);
    expect(sent).toEqual([]);

    release();
    await vi.waitFor(() => expect(sent).toEqual(['Ana']));
    expect(isReady('lead-form')).toBe(true);

    // Once ready, the island alone handles each submission.
    form.requestSubmit();
    expect(sent).toEqual(['Ana', 'Ana']);
  });

  it('logs a failing island and still runs the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mount = vi.fn<IslandMount>();
    page(marker('broken', 'load') + marker('missing', 'load') + marker('menu', 'load'));
    startIslands({
      broken: {
        mount: () => {
          throw new Error('boom');
        },
      },
      menu: { mount },
    });

    await vi.waitFor(() => expect(['broken', 'missing', 'menu'].every(isReady)).toBe(true));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Island broken failed', expect.objectContaining({ message: 'boom' }));
    expect(error).toHaveBeenCalledWith('Island missing failed', expect.objectContaining({ message: 'unknown island "missing"' }));
  });

  it('never binds an island twice, and binds the islands of markup added later', async () => {
    const mount = vi.fn<IslandMount>();
    const root = page(marker('share', 'load'));
    startIslands({ share: { mount } });
    await startIslands({ share: { mount } });
    await vi.waitFor(() => expect(isReady('share')).toBe(true));
    expect(mount).toHaveBeenCalledTimes(1);

    const list = document.createElement('div');
    list.innerHTML = marker('share', 'load');
    root.appendChild(list);
    startNewIslands(list);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(2));
    expect(mount).toHaveBeenLastCalledWith(list.firstElementChild, undefined);
  });
});
