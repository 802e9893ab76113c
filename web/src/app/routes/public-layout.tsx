import { Outlet } from 'react-router';

import { PublicLayout } from '@/components/layout/public-layout';
import { ConsentManager } from '@/features/consent';
import { EditModeProvider, EditModeToggle } from '@/features/page-content';

/** Header, page and footer of every public page, with the consent banner and its preferences dialog. */
export default function PublicLayoutRoute() {
  return (
    <EditModeProvider>
      <PublicLayout>
        <Outlet />
      </PublicLayout>
      {/* Admins only; renders nothing (and loads nothing) without a session. */}
      <EditModeToggle />
      <ConsentManager />
    </EditModeProvider>
  );
}
