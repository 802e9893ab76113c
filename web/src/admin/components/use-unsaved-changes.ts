import { useCallback, useEffect } from 'react';
import { useBlocker, useNavigate } from 'react-router';

/** While `dirty`: closing or reloading the tab asks the browser's own "leave the site?" question. */
export function useBeforeUnload(dirty: boolean) {
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
}

/** The navigation state of leaving an editor after its Salvar: nothing is lost, so nothing is asked. */
const AFTER_SAVE = { afterSave: true } as const;
const isAfterSave = (state: unknown) => typeof state === 'object' && state !== null && (state as { afterSave?: unknown }).afterSave === true;

/** Leaves an editor once its record is saved (to the list), without the discard question. */
export function useLeaveAfterSave() {
  const navigate = useNavigate();
  return useCallback((to: string) => navigate(to, { state: AFTER_SAVE }), [navigate]);
}

/**
 * While `dirty`: closing or reloading the tab asks the browser, and a route change (a link, the back button, Cancelar)
 * is held, except the one a save makes (useLeaveAfterSave). `blocker` is `blocked` while a route change waits for an
 * answer: `proceed()` leaves, `reset()` stays.
 */
export function useUnsavedChanges(dirty: boolean) {
  useBeforeUnload(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && !isAfterSave(nextLocation.state),
  );
  return { blocker };
}
