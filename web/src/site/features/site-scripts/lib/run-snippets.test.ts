import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';

import { resetInjectedForTests } from './inject-markup';
import { resetSnippetsForTests, runGrantedSnippets } from './run-snippets';

// Injected scripts run in jsdom's own global: they report through the shared document.
const root = document.documentElement;
const mark = (step: string) =>
  `<script data-snippet="${step}">document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+'${step}'</script>`;
const ran = () => root.dataset.ran ?? '';
const none = { necessary: true, analytics: false, marketing: false };
const all = { necessary: true, analytics: true, marketing: true };

type Row = { setting_key: string; setting_value: string; consent_category: string | null };

/** /api/site-settings with these rows; counts the reads. */
function settings(rows: Row[]) {
  const reads = { count: 0 };
  server.use(http.get('*/api/site-settings', () => ((reads.count += 1), HttpResponse.json({ data: rows }))));
  return reads;
}

beforeEach(() => {
  delete root.dataset.ran;
  resetSnippetsForTests();
  resetInjectedForTests();
});
afterEach(() => document.head.querySelectorAll('[data-snippet]').forEach((node) => node.remove()));

describe('runGrantedSnippets', () => {
  it('runs each snippet only once its category is granted (necessary at once), each once per page load', async () => {
    const reads = settings([
      { setting_key: 'footer_scripts', setting_value: mark('F'), consent_category: 'necessary' },
      { setting_key: 'head_scripts', setting_value: mark('H'), consent_category: 'analytics' },
      // No stored category: treated as marketing.
      { setting_key: 'body_scripts', setting_value: mark('B'), consent_category: null },
    ]);

    await runGrantedSnippets(none);
    expect(ran()).toBe('F');

    await runGrantedSnippets({ ...none, analytics: true });
    expect(ran()).toBe('FH');

    await runGrantedSnippets(all);
    await runGrantedSnippets(all);
    expect(ran()).toBe('FHB');
    expect(reads.count).toBe(1);
  });

  it('runs what is granted in order head → body → footer, where each belongs', async () => {
    document.body.innerHTML = '<main id="page"></main>';
    settings([
      { setting_key: 'footer_scripts', setting_value: mark('F'), consent_category: 'marketing' },
      { setting_key: 'body_scripts', setting_value: mark('B'), consent_category: 'marketing' },
      { setting_key: 'head_scripts', setting_value: mark('H'), consent_category: 'marketing' },
    ]);

    await runGrantedSnippets(all);
    expect(ran()).toBe('HBF');
    expect(document.head.querySelector('[data-snippet="H"]')).not.toBeNull();
    expect(document.body.firstElementChild).toHaveAttribute('data-snippet', 'B');
    expect(document.body.lastElementChild).toHaveAttribute('data-snippet', 'F');
  });

  it('a choice made while the first snippets run adds the newly granted ones after them, none twice', async () => {
    settings([
      { setting_key: 'head_scripts', setting_value: mark('H'), consent_category: 'marketing' },
      { setting_key: 'body_scripts', setting_value: mark('B'), consent_category: 'necessary' },
      { setting_key: 'footer_scripts', setting_value: mark('F'), consent_category: 'analytics' },
    ]);

    // At load (only necessary), then the visitor accepts all before the first run is done.
    await Promise.all([runGrantedSnippets(none), runGrantedSnippets(all)]);
    expect(ran()).toBe('BHF');
  });

  it('logs the spec messages when the settings cannot be read, runs nothing and does not ask again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let reads = 0;
    server.use(http.get('*/api/site-settings', () => ((reads += 1), new HttpResponse(null, { status: 500 }))));

    await runGrantedSnippets(all);
    expect(error).toHaveBeenCalledWith('Error loading custom scripts', expect.anything());
    expect(error).toHaveBeenCalledWith('Error loading footer scripts', expect.anything());
    expect(ran()).toBe('');

    await runGrantedSnippets(all);
    expect(reads).toBe(1);
  });

  it('a request cancelled because the visitor followed a link logs nothing; back from the cache, the snippets run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let reads = 0;
    server.use(
      http.get('*/api/site-settings', () => {
        reads += 1;
        if (reads > 1) return HttpResponse.json({ data: [{ setting_key: 'head_scripts', setting_value: mark('h'), consent_category: 'necessary' }] });
        window.dispatchEvent(new Event('pagehide')); // the browser leaves the page and cancels what is under way
        return HttpResponse.error();
      }),
    );

    await runGrantedSnippets(all);
    expect(error).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pageshow'));
    await runGrantedSnippets(all);
    expect(ran()).toBe('h');
    error.mockRestore();
  });
});
