import { useEffect } from 'react';
import { Outlet } from 'react-router';

import { usePageHandle } from '@/site/components/layout/page-handle';
import { PublicLayout } from '@/site/components/layout/public-layout';
import { ConsentManager } from '@/site/features/consent';

/**
 * Header, page and footer of every public page, with the consent banner and its preferences dialog. A prerendered
 * page binds its islands from the entry; a page the browser rendered (an article or case published after the build)
 * binds them here, once it is on screen.
 */
export default function PublicLayoutRoute() {
  const { actionBar, whatsappGreeting } = usePageHandle();
  useEffect(() => {
    void import('../islands/start').then(({ startPageIslands }) => startPageIslands());
  }, []);
  return (
    <>
      <PublicLayout actionBar={actionBar} whatsappGreeting={whatsappGreeting}>
        <Outlet />
      </PublicLayout>
      <ConsentManager />
    </>
  );
}
