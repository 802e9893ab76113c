import type { ConsentCategory, SettingKey } from '@alicerce/domain';

import { fetchSiteScripts, type SiteScripts } from '../api/get-site-scripts';

import { injectOnce, type ScriptTarget } from './inject-markup';

const SNIPPETS: Array<{ key: SettingKey; target: ScriptTarget; errorMessage: string }> = [
  { key: 'head_scripts', target: 'head', errorMessage: 'Error loading custom scripts' },
  { key: 'body_scripts', target: 'body-start', errorMessage: 'Error loading custom scripts' },
  { key: 'footer_scripts', target: 'body-end', errorMessage: 'Error loading footer scripts' },
];

let settings: Promise<SiteScripts | null> | null = null;
/** Snippets run one after the other (head, body, footer), whatever order their consent arrives in. */
let queue: Promise<void> = Promise.resolve();

/**
 * The visitor is leaving the page: a request still under way is cancelled by the browser, which is no error to report
 * (a link followed before the snippets arrived). Back from the back/forward cache, the page is live again.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

/** The three snippets, read once per page load; a failure is logged with the spec's messages and the page goes on. */
function loadSettings(): Promise<SiteScripts | null> {
  settings ??= fetchSiteScripts().catch((error: unknown) => {
    if (leaving) {
      settings = null; // asked again if the page comes back from the back/forward cache
      return null;
    }
    console.error('Error loading custom scripts', error);
    console.error('Error loading footer scripts', error);
    return null;
  });
  return settings;
}

/**
 * The admin's head/body/footer snippets on public pages: each runs once per page load, and only once its consent
 * category is granted ('necessary' always is). Called with what is granted at load and after every choice.
 */
export async function runGrantedSnippets(granted: Record<ConsentCategory, boolean>): Promise<void> {
  const data = await loadSettings();
  if (!data) return;
  for (const { key, target, errorMessage } of SNIPPETS) {
    const { markup, category } = data[key];
    if (category !== 'necessary' && !granted[category]) continue;
    queue = queue.then(() => injectOnce(key, markup, target)?.catch((error: unknown) => console.error(errorMessage, error)));
  }
  await queue;
}

/** Tests only. @internal */
export function resetSnippetsForTests() {
  settings = null;
  queue = Promise.resolve();
}
