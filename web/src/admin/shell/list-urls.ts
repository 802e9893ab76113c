import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The last query string each list's URL had (`/admin/dashboard/leads` → `?status=new`), in this tab. */
const lastSearch = new Map<string, string>();

/** Remembers the current URL's query, so a breadcrumb back to this list keeps its filters (the shell calls it). */
export function useRememberListUrls() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    lastSearch.set(pathname.replace(/\/$/, ''), search.replace(/([?&])abrir=[^&]*&?/, '$1').replace(/[?&]$/, ''));
  }, [pathname, search]);
}

/** A list's URL with the filters it had when last shown (the breadcrumbs' links). */
export const listUrl = (path: string) => `${path}${lastSearch.get(path) ?? ''}`;
