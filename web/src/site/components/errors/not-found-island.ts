/** Spec: the bad path is logged to the console, once per page. */
export function mount() {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
