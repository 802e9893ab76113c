import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { injectMarkup, injectOnce, resetInjectedForTests } from './inject-markup';

// Injected scripts run in jsdom's own global: they report through the shared document.
const root = document.documentElement;
const push = (step: string) => `document.documentElement.dataset.order=(document.documentElement.dataset.order||'')+'${step}'`;
const order = () => root.dataset.order ?? '';

beforeEach(() => {
  delete root.dataset.order;
  resetInjectedForTests();
});
afterEach(() => {
  document.head.querySelectorAll('[data-test]').forEach((node) => node.remove());
  document.body.innerHTML = '';
});

describe('injectMarkup', () => {
  it('executes inline scripts in order, including scripts nested in other elements', async () => {
    await injectMarkup(
      `<script>${push('a')}</script><div data-test="box"><script>${push('b')}</script></div><script>${push('c')}</script>`,
      'body-end',
    );
    expect(order()).toBe('abc');
  });

  it('keeps the attributes of every script and puts head markup in <head>', async () => {
    await injectMarkup(
      `<script data-test="tag" id="gtm" type="text/javascript" nonce="abc">${push('r')}</script><meta data-test="m" name="x" content="y">`,
      'head',
    );
    const script = document.head.querySelector('#gtm') as HTMLScriptElement;
    expect(script.getAttribute('type')).toBe('text/javascript');
    expect(script.getAttribute('data-test')).toBe('tag');
    expect(script.getAttribute('nonce')).toBe('abc');
    expect(document.head.querySelector('meta[name="x"]')).not.toBeNull();
    expect(order()).toBe('r');
  });

  it('puts body-start markup before the page, in its own order', async () => {
    document.body.innerHTML = '<div id="app"></div>';
    await injectMarkup('<p id="one"></p><p id="two"></p>', 'body-start');
    expect(Array.from(document.body.children).map((node) => node.id)).toEqual(['one', 'two', 'app']);
  });

  it('waits for a src script to load before running the next one', async () => {
    const pending = injectMarkup(`<script src="https://tags.example/a.js"></script><script>${push('after')}</script>`, 'body-end');
    await Promise.resolve();
    const external = document.body.querySelector('script[src]') as HTMLScriptElement;
    expect(external).not.toBeNull();
    expect(order()).toBe('');
    root.dataset.order = 'src-';
    external.dispatchEvent(new Event('load'));
    await pending;
    expect(order()).toBe('src-after');
  });

  it('a src script that fails to load does not stop the rest', async () => {
    const pending = injectMarkup(`<script src="https://tags.example/missing.js"></script><script>${push('next')}</script>`, 'body-end');
    await Promise.resolve();
    document.body.querySelector('script[src]')!.dispatchEvent(new Event('error'));
    await pending;
    expect(order()).toBe('next');
  });

  it('drops <noscript> (JavaScript is on)', async () => {
    await injectMarkup('<noscript><img id="pixel" src="https://tags.example/p.gif"></noscript>', 'body-end');
    expect(document.getElementById('pixel')).toBeNull();
  });
});

describe('injectOnce', () => {
  it('runs a snippet once per page load', async () => {
    await injectOnce('head_scripts', `<script data-test="once">${push('r')}</script>`, 'head');
    expect(injectOnce('head_scripts', `<script data-test="once">${push('r')}</script>`, 'head')).toBeNull();
    expect(order()).toBe('r');
  });
});
