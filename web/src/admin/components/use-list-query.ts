import { useCallback, useEffect, useState } from 'react';

import { useToast } from '@/shared/lib/toast';

/**
 * The state of a dashboard list the CMS filters and pages: `change` sets a search, filter or order and goes back to
 * the first page (`pageKey`), `setPage` moves between pages.
 */
export function useListQuery<Q extends object>(initial: Q, pageKey: keyof Q & string) {
  const [query, setQuery] = useState(initial);
  const change = useCallback((next: Partial<Q>) => setQuery((current) => ({ ...current, [pageKey]: 1, ...next })), [pageKey]);
  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, [pageKey]: page })), [pageKey]);
  return { query, change, setPage };
}

/** The list's loading error, as a toast with the server's message. */
export function useLoadErrorToast(error: Error | null, title: string) {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(title, error.message);
  }, [error, title, toast]);
}
