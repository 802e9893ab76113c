import { lazy, Suspense, type ComponentProps } from 'react';

import { ListSkeleton } from '@/admin/components/list-skeleton';

import type { ResultsTab } from './results-tab';

/** The tab's code (charts, date pickers) loads only when an admin opens it: the dashboard's first load stays as it was. */
const LazyResultsTab = lazy(() => import('./results-tab').then((module) => ({ default: module.ResultsTab })));

export function ResultsTabLoader(props: ComponentProps<typeof ResultsTab>) {
  return (
    <Suspense fallback={<ListSkeleton label="Carregando resultados" rows={4} />}>
      <LazyResultsTab {...props} />
    </Suspense>
  );
}
