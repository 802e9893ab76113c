import { closeDialog, dialogById, openPopover } from '@/site/lib/dom/dialog';
import { query } from '@/site/lib/islands/selectors';

import { MOBILE_MENU } from './mobile-menu-selectors';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    'mobile-menu': undefined;
  }
}

/**
 * The hamburger button opens the drawer (a popover, site/lib/dom/dialog.ts), its close button (or Esc, a tap outside, the
 * focus leaving it) closes it.
 */
export function mount(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const drawer = button && dialogById(button.getAttribute('aria-controls') ?? '');
  if (!button || !drawer) return;
  button.addEventListener('click', () => {
    openPopover(drawer);
    button.setAttribute('aria-expanded', 'true');
  });
  const collapsed = () => button.setAttribute('aria-expanded', 'false');
  // `close` where it opened as a modal dialog (no popovers in the browser), `toggle` for the popover.
  drawer.addEventListener('close', collapsed);
  drawer.addEventListener('toggle', (event) => (event as ToggleEvent).newState === 'closed' && collapsed());
  query(drawer, MOBILE_MENU.close)?.addEventListener('click', () => closeDialog(drawer));
}
