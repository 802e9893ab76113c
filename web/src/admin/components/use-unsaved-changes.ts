import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty`: closing or reloading the tab asks the browser's own "leave the site?" question, and a route change
 * (a link, the back button) is held. The returned blocker is `blocked` while a route change waits for an answer:
 * `proceed()` leaves, `reset()` stays.
 */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.key !== nextLocation.key);
}
