import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { ConsentCategory, SettingKey } from '@alicerce/domain';

import { siteScriptsQuery } from '../api/get-site-scripts';
import { injectOnce, type ScriptTarget } from '../lib/inject-markup';

const SNIPPETS: Array<{ key: SettingKey; target: ScriptTarget; errorMessage: string }> = [
  { key: 'head_scripts', target: 'head', errorMessage: 'Error loading custom scripts' },
  { key: 'body_scripts', target: 'body-start', errorMessage: 'Error loading custom scripts' },
  { key: 'footer_scripts', target: 'body-end', errorMessage: 'Error loading footer scripts' },
];

/** Snippets run one after the other (head, body, footer), whatever order their consent arrives in. */
let queue: Promise<void> = Promise.resolve();
let failureLogged = false;

type Props = { enabled: boolean; granted: Record<ConsentCategory, boolean> };

/**
 * The admin's head/body/footer snippets on public pages: each one runs once per page load, and only once
 * its consent category is granted ('necessary' always is). Renders nothing.
 */
export function SiteScripts({ enabled, granted }: Props) {
  const scripts = useQuery({ ...siteScriptsQuery(), enabled });

  useEffect(() => {
    if (!scripts.error || failureLogged) return;
    failureLogged = true;
    console.error('Error loading custom scripts', scripts.error);
    console.error('Error loading footer scripts', scripts.error);
  }, [scripts.error]);

  useEffect(() => {
    const data = scripts.data;
    if (!data) return;
    for (const { key, target, errorMessage } of SNIPPETS) {
      const { markup, category } = data[key];
      if (category !== 'necessary' && !granted[category]) continue;
      queue = queue.then(() => injectOnce(key, markup, target)?.catch((error: unknown) => console.error(errorMessage, error)));
    }
  }, [scripts.data, granted]);

  return null;
}
