import { useEffect, useState } from 'react';

import { onSessionEnded } from '@/admin/lib/api-client';
import { getSession } from '@/shared/lib/session';

import { fetchCurrentUser, hasDashboardAccess, justCheckedUser, type CurrentUser } from './current-user';

export type AdminAccess =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'ended' }
  | { status: 'denied'; user: CurrentUser }
  | { status: 'error'; message: string }
  | { status: 'granted'; user: CurrentUser };

/** Without a session there is nothing to check (and no request is made); just signed in, the form has checked the role. */
function initialAccess(): AdminAccess {
  if (!getSession()) return { status: 'anonymous' };
  const known = justCheckedUser();
  if (known) return hasDashboardAccess(known) ? { status: 'granted', user: known } : { status: 'denied', user: known };
  return { status: 'checking' };
}

/**
 * Spec §4 "Admin access": no session → anonymous (ended: the CMS refused the session after it was granted); a session without the admin or editor role → denied; a failed
 * check → error; otherwise granted (the dashboard then shows the tabs of the user's role). Only for the UI — the CMS refuses every admin request from a non-admin anyway.
 */
export function useAdminAccess(): AdminAccess {
  const [initial] = useState(initialAccess);
  const [access, setAccess] = useState<AdminAccess>(initial);
  useEffect(() => {
    let active = true;
    if (initial.status !== 'checking') return;
    fetchCurrentUser()
      .then((user) => active && setAccess(hasDashboardAccess(user) ? { status: 'granted', user } : { status: 'denied', user }))
      .catch(
        (error: Error) =>
          active &&
          setAccess((now) => (now.status === 'ended' ? now : getSession() ? { status: 'error', message: error.message } : { status: 'anonymous' })),
      );
    return () => {
      active = false;
    };
  }, [initial]);
  // Ended from elsewhere ('Sessões', Equipe): the next request failed, and the dashboard goes to the login.
  useEffect(() => onSessionEnded(() => setAccess({ status: 'ended' })), []);
  return access;
}
