import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * A list's search box: the text as typed, handed to `commit` (which asks the CMS) once the admin pauses typing,
 * not at every letter.
 */
export function useDebouncedSearch(committed: string, commit: (search: string) => void) {
  const [search, setSearch] = useState(committed);
  useEffect(() => {
    if (search === committed) return;
    const timer = setTimeout(() => commit(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, committed, commit]);
  return [search, setSearch] as const;
}
