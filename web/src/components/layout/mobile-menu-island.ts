import { closeDialog, dialogById, openDialog } from '@/lib/dom/dialog';
import { query } from '@/lib/islands/selectors';

import { MOBILE_MENU } from './mobile-menu-selectors';

/** The hamburger button opens the drawer, its close button (or Esc, or the backdrop) closes it. */
export function mount(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const drawer = button && dialogById(button.getAttribute('aria-controls') ?? '');
  if (!button || !drawer) return;
  button.addEventListener('click', () => {
    openDialog(drawer);
    button.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => button.setAttribute('aria-expanded', 'false'));
  query(drawer, MOBILE_MENU.close)?.addEventListener('click', () => closeDialog(drawer));
}
