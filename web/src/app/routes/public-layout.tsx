import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { PublicLayout } from '@/components/layout/public-layout';
import { ConsentManager, useConsent } from '@/features/consent';
import { captureAttribution } from '@/features/leads';
import { EditModeProvider, EditModeToggle } from '@/features/page-content';
import { SiteScripts } from '@/features/site-scripts';

export default function PublicLayoutRoute() {
  const { search } = useLocation();
  // Campaign parameters of the landing (and of any later visit that carries them) go with a future lead.
  useEffect(() => captureAttribution(), [search]);
  // Public pages only (admin routes never mount this layout): each snippet waits for its consent category.
  const consent = useConsent();

  return (
    <EditModeProvider>
      <PublicLayout>
        <Outlet />
      </PublicLayout>
      {/* Admins only; renders nothing (and loads nothing) without a session. */}
      <EditModeToggle />
      <ConsentManager />
      <SiteScripts enabled={consent.ready} granted={consent.granted} />
    </EditModeProvider>
  );
}
