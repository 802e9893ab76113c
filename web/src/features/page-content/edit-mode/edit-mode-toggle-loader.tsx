import { lazy, Suspense, useSyncExternalStore } from 'react';

import { getSession, subscribeSession } from '@/lib/session';

const EditModeToggle = lazy(() => import('./edit-mode-toggle'));

const hasSession = () => getSession() !== null;
// Prerender and hydration: never a session, so the HTML is the same for everyone.
const noSessionOnServer = () => false;

/**
 * Mount point of the edit-mode switch on public pages. Without a session (every visitor) it renders
 * nothing, sends no request and downloads no code; with one, it loads the toggle, which checks the role.
 */
export function EditModeToggleLoader() {
  const signedIn = useSyncExternalStore(subscribeSession, hasSession, noSessionOnServer);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <EditModeToggle />
    </Suspense>
  );
}
