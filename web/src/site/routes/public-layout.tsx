import { useEffect } from 'react';
import { Outlet } from 'react-router';

import { usePageHandle } from '@/site/components/layout/page-handle';
import { FocusedLayout } from '@/site/components/layout/focused-layout';
import { PublicLayout } from '@/site/components/layout/public-layout';
import { ConsentManager } from '@/site/features/consent';

/**
 * Header, page and footer of every public page (a launch's landing page: the focused layout of its frame instead),
 * with the consent banner and its preferences dialog. A prerendered
 * page binds its islands from the entry; a page the browser rendered (an article or case published after the build)
 * binds them here, once it is on screen.
 */
export default function PublicLayoutRoute() {
  const { actionBar, whatsappGreeting, launchFrame } = usePageHandle();
  useEffect(() => {
    void import('../islands/start').then(({ startPageIslands }) => startPageIslands());
  }, []);
  if (launchFrame)
    return (
      <>
        <FocusedLayout frame={launchFrame}>
          <Outlet />
        </FocusedLayout>
        <ConsentManager />
      </>
    );
  return (
    <>
      <PublicLayout actionBar={actionBar} whatsappGreeting={whatsappGreeting}>
        <Outlet />
      </PublicLayout>
      <ConsentManager />
    </>
  );
}
