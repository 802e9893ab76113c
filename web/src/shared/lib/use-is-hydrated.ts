import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and hydrating, true once the page runs in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
