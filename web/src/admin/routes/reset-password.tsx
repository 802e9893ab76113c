import { useEffect, useState } from 'react';

import { RESET_PAGE_TEXTS, ResetPasswordForm } from '@/admin/auth';
import { adminMeta, pageTitle } from '@/shared/lib/seo';

import type { Route } from './+types/reset-password';
import { AdminPage } from './admin-page';

export const meta: Route.MetaFunction = () => adminMeta('Redefinir senha');

/** A password reset, or an invited colleague's first password (same link shape): the heading says which. */
export default function AdminResetPasswordRoute() {
  const [invite, setInvite] = useState(false);
  const texts = RESET_PAGE_TEXTS[invite ? 'invite' : 'reset'];
  // The tab's title says what the page is once the CMS has told which link it is (the meta above is the reset's).
  useEffect(() => {
    if (invite) document.title = pageTitle(texts.heading);
  }, [invite, texts.heading]);
  return (
    <AdminPage heading={texts.heading} intro={texts.intro}>
      <ResetPasswordForm onLink={(link) => setInvite(link === 'invite')} />
    </AdminPage>
  );
}
