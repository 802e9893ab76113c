import { useMatches } from 'react-router';

import type { LaunchFrame } from './launch-frame';

/**
 * What a public route tells the layout about its page (a route module's `handle`): whether the phone's action bar
 * belongs there, and the greeting its WhatsApp links prefill.
 */
export type PageHandle = {
  /** false: the page's own content already offers the bar's actions, or the bar would cover the page's task. */
  actionBar?: false;
  /** The WhatsApp greeting of this page, from its loader's data (an article names itself). */
  whatsappGreeting?: (data: unknown) => string | undefined;
  /**
   * true: the page's largest paint is a picture (an article's cover, the first case): the brand face is not
   * preloaded there, so it does not share the first bytes with that picture (its text shows in the fallback first).
   */
  mainImage?: true;
  /** A launch's page (issue 54): drawn in the focused layout with this frame instead of the site's; undefined keeps the site's. */
  launchFrame?: (data: unknown) => LaunchFrame | undefined;
};

/** The page's handle as the layout reads it: the deepest route that has one. */
export function usePageHandle(): { actionBar: boolean; whatsappGreeting?: string; mainImage: boolean; launchFrame?: LaunchFrame } {
  const match = useMatches()
    .filter((candidate) => candidate.handle)
    .at(-1);
  const handle = (match?.handle ?? {}) as PageHandle;
  return {
    actionBar: handle.actionBar !== false,
    whatsappGreeting: handle.whatsappGreeting?.(match?.loaderData ?? match?.data),
    mainImage: handle.mainImage === true,
    launchFrame: handle.launchFrame?.(match?.loaderData ?? match?.data),
  };
}
