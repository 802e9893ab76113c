import { afterEach, describe, expect, it, vi } from 'vitest';

import { earlyInput, holdEarlyInput } from './early-input';
import { bindInlineIslands } from './inline-binding';
import { startIslands } from './runtime';

// As the page's scripts run: the hold first (bootstrap.ts), then the inline islands, then — later — the runtime.
const used = vi.fn();
holdEarlyInput(used, vi.fn());

afterEach(() => {
  earlyInput().held = [];
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

const island = (name: string, inner: string, props?: unknown) =>
  `<div data-island="${name}" data-island-when="load"${props === undefined ? '' : ` data-island-props='${JSON.stringify(props)}'`} style="display: contents">${inner}</div>`;
const marker = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;

describe('islands bound by the page’s inline script', () => {
  it('answer the first tap at once — nothing is held for them — and the runtime does not bind them again', async () => {
    document.body.innerHTML =
      island('menu', '<button type="button" aria-expanded="false">Abrir menu</button>', { label: 'Menu' }) +
      island('later', '<button type="button">Outro</button>');
    const seen: unknown[] = [];
    const menu = vi.fn((element: HTMLElement, props: unknown) => {
      seen.push(props);
      element
        .querySelector('button')!
        .addEventListener('click', (event) => (event.currentTarget as HTMLElement).setAttribute('aria-expanded', 'true'));
    });
    bindInlineIslands({ menu });

    marker('menu').querySelector('button')!.click();
    expect(marker('menu').querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
    expect(earlyInput().held).toEqual([]);
    expect(used).not.toHaveBeenCalled();
    expect(seen).toEqual([{ label: 'Menu' }]);
    expect(marker('menu').hasAttribute('data-island-ready')).toBe(true);
    // Not one of them: left to the runtime, and a tap on it before then is held as always.
    expect(marker('later').hasAttribute('data-island-bound')).toBe(false);
    marker('later').querySelector('button')!.click();
    expect(earlyInput().held.map((input) => input.island)).toEqual([marker('later')]);

    const again = vi.fn();
    await startIslands({ menu: { mount: again }, later: { mount: () => {} } });
    expect(again).not.toHaveBeenCalled();
    expect(menu).toHaveBeenCalledTimes(1);
  });

  it('one that throws is marked failed and the others are still bound', () => {
    document.body.innerHTML = island('broken', '<button type="button">A</button>') + island('theme', '<button type="button">B</button>');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const theme = vi.fn();
    bindInlineIslands({
      broken: () => {
        throw new Error('no');
      },
      theme,
    });
    expect(marker('broken').hasAttribute('data-island-failed')).toBe(true);
    expect(marker('broken').hasAttribute('data-island-ready')).toBe(true);
    expect(theme).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
  });
});
