import { useEffect } from 'react';

import { adminMeta, pageTitle } from '@/shared/lib/seo';

import { screenById, type ScreenId } from './screens';

/** What the dashboard calls itself in the browser's tab, after the screen ('Cases · Painel CMS | Alicerce Digital'). */
export const DASHBOARD_NAME = 'Painel CMS';

/** The tab's title of a dashboard screen: the document (and what it sits in), the screen, the dashboard, the brand. */
export const dashboardTitle = (...names: string[]) => pageTitle([...names.filter(Boolean), DASHBOARD_NAME].join(' · '));

/** A dashboard route's `meta`: its screen's name from the screens list (an editor adds what it edits, e.g. 'Case'). */
export const screenMeta = (id: ScreenId, ...names: string[]) => adminMeta([...names, screenById(id)!.label, DASHBOARD_NAME].join(' · '));

/**
 * Names the open document in the tab's title once it is known ('Vista do Ipanema · Landing pages · Painel CMS | …').
 * Leaving puts the title back only when nothing else changed it (a route with the same `meta` keeps the document's).
 */
export function useDocumentTitle(names: readonly string[]) {
  const title = dashboardTitle(...names);
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = before;
    };
  }, [title]);
}
