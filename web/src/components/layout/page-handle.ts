import { useMatches } from 'react-router';

/**
 * What a public route tells the layout about its page (a route module's `handle`): whether the phone's action bar
 * belongs there, and the greeting its WhatsApp links prefill.
 */
export type PageHandle = {
  /** false: the page's own content already offers the bar's actions, or the bar would cover the page's task. */
  actionBar?: false;
  /** The WhatsApp greeting of this page, from its loader's data (an article names itself). */
  whatsappGreeting?: (data: unknown) => string | undefined;
};

/** The page's handle as the layout reads it: the deepest route that has one. */
export function usePageHandle(): { actionBar: boolean; whatsappGreeting?: string } {
  const match = useMatches()
    .filter((candidate) => candidate.handle)
    .at(-1);
  const handle = (match?.handle ?? {}) as PageHandle;
  return { actionBar: handle.actionBar !== false, whatsappGreeting: handle.whatsappGreeting?.(match?.loaderData ?? match?.data) };
}
