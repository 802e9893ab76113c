import { useEffect, useState } from 'react';

import { getSession } from '@/lib/session';

import { fetchCurrentUser, isAdmin, type CurrentUser } from './current-user';

export type AdminAccess =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'denied'; user: CurrentUser }
  | { status: 'error'; message: string }
  | { status: 'admin'; user: CurrentUser };

/**
 * Spec §4 "Admin access": no session → anonymous; a session without the admin role → denied; a failed check
 * → error; otherwise admin. Only for the UI — the CMS refuses every admin request from a non-admin anyway.
 */
export function useAdminAccess(): AdminAccess {
  // Without a session there is nothing to check (and no request is made).
  const [access, setAccess] = useState<AdminAccess>(() => (getSession() ? { status: 'checking' } : { status: 'anonymous' }));
  useEffect(() => {
    let active = true;
    if (!getSession()) return;
    fetchCurrentUser()
      .then((user) => active && setAccess(isAdmin(user) ? { status: 'admin', user } : { status: 'denied', user }))
      .catch((error: Error) => active && setAccess(getSession() ? { status: 'error', message: error.message } : { status: 'anonymous' }));
    return () => {
      active = false;
    };
  }, []);
  return access;
}
