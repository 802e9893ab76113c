import { lazy, Suspense } from 'react';

import { ListSkeleton } from '@/admin/components/list-skeleton';

// The Data Grid is the dashboard's heaviest dependency: its chunk loads when a Leads or Agendamentos tab opens.
const LazyLeads = lazy(() => import('./leads-tab'));
const LazyBookings = lazy(() => import('./bookings-tab'));

export function LeadsTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Carregando leads" rows={4} height={56} />}>
      <LazyLeads />
    </Suspense>
  );
}

export function BookingsTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Carregando agendamentos" rows={4} height={56} />}>
      <LazyBookings />
    </Suspense>
  );
}
