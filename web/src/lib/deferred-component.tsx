import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code stays out of the page's first-load JavaScript (interactive widgets: the lead form,
 * the booking calendar, the cases showcase). Prerendered pages still carry its full HTML (the build waits for
 * it); the browser hydrates it when its chunk arrives, while the rest of the page is already interactive. The
 * chunk is also preloaded once the browser is idle, so a client-side navigation rarely shows `placeholder`.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: (props: P) => ReactNode) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load());
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));

  function Deferred(props: P) {
    useEffect(() => {
      const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
      whenIdle(() => void preload());
    }, []);
    return (
      <Suspense fallback={placeholder(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
