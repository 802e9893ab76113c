import { useEffect, useState } from 'react';

import { getSession } from '@/lib/session';

import { fetchCurrentUser, hasDashboardAccess, type CurrentUser } from './current-user';

export type AdminAccess =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'denied'; user: CurrentUser }
  | { status: 'error'; message: string }
  | { status: 'granted'; user: CurrentUser };

/**
 * Spec §4 "Admin access": no session → anonymous; a session without the admin or editor role → denied; a failed
 * check → error; otherwise granted (the dashboard then shows the tabs of the user's role). Only for the UI — the CMS refuses every admin request from a non-admin anyway.
 */
export function useAdminAccess(): AdminAccess {
  // Without a session there is nothing to check (and no request is made).
  const [access, setAccess] = useState<AdminAccess>(() => (getSession() ? { status: 'checking' } : { status: 'anonymous' }));
  useEffect(() => {
    let active = true;
    if (!getSession()) return;
    fetchCurrentUser()
      .then((user) => active && setAccess(hasDashboardAccess(user) ? { status: 'granted', user } : { status: 'denied', user }))
      .catch((error: Error) => active && setAccess(getSession() ? { status: 'error', message: error.message } : { status: 'anonymous' }));
    return () => {
      active = false;
    };
  }, []);
  return access;
}
