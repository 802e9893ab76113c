/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    'not-found': undefined;
  }
}

/** Spec: the bad path is logged to the console, once per page. */
export function mount() {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
