import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { PublicLayout } from '@/components/layout/public-layout';
import { captureAttribution } from '@/features/leads';
import { EditModeProvider, EditModeToggle } from '@/features/page-content';

export default function PublicLayoutRoute() {
  const { search } = useLocation();
  // Campaign parameters of the landing (and of any later visit that carries them) go with a future lead.
  useEffect(() => captureAttribution(), [search]);

  return (
    <EditModeProvider>
      <PublicLayout>
        <Outlet />
      </PublicLayout>
      {/* Admins only; renders nothing (and loads nothing) without a session. */}
      <EditModeToggle />
    </EditModeProvider>
  );
}
