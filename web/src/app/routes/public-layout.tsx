import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { PublicLayout } from '@/components/layout/public-layout';
import { captureAttribution } from '@/features/leads';

export default function PublicLayoutRoute() {
  const { search } = useLocation();
  // Campaign parameters of the landing (and of any later visit that carries them) go with a future lead.
  useEffect(() => captureAttribution(), [search]);

  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
