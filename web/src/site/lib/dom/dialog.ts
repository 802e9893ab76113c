/**
 * Opening and closing the prerendered <dialog>s (site/components/ui/modal-dialog.tsx). A click on the backdrop closes,
 * like Esc; focus goes back to what opened the dialog.
 */
const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();
/** The dialogs whose backdrop click and close are wired (once each). */
const bound = new WeakSet<HTMLDialogElement>();

export function openDialog(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  openers.set(dialog, document.activeElement instanceof HTMLElement ? document.activeElement : null);
  dialog.showModal();
  if (!bound.has(dialog)) {
    bound.add(dialog);
    // A click on the dialog element outside its box landed on the backdrop.
    dialog.addEventListener('click', (event) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) closeDialog(dialog);
    });
    dialog.addEventListener('close', () => {
      openers.get(dialog)?.focus();
      openers.delete(dialog);
    });
  }
}

/** The first control inside, which a modal dialog focuses by itself on opening. */
const FIRST_CONTROL = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Opens a dialog prerendered with `popover` (site/components/ui/modal-dialog.tsx) as a popover: on top, with its backdrop,
 * the focus on its first control; Esc and a tap outside close it (the browser's), so does the focus leaving it (a Tab
 * past its last link: nothing it covers is ever focused); focus goes back to what opened it. Not modal: the page
 * behind is not made inert, the restyle of every element that costs at load on a slow phone. A browser without
 * popovers opens it as a modal dialog.
 */
export function openPopover(dialog: HTMLDialogElement) {
  if (!dialog.hasAttribute('popover') || typeof dialog.showPopover !== 'function') return openDialog(dialog);
  if (dialog.matches(':popover-open')) return;
  openers.set(dialog, document.activeElement instanceof HTMLElement ? document.activeElement : null);
  dialog.showPopover();
  if (!bound.has(dialog)) {
    bound.add(dialog);
    dialog.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !dialog.contains(next)) dialog.hidePopover();
    });
    dialog.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState !== 'closed') return;
      const focused = document.activeElement;
      // Closed by Esc or a tap outside (the focus fell back to the page), not by the focus moving on to a control.
      if (!focused || focused === document.body || dialog.contains(focused)) openers.get(dialog)?.focus();
      openers.delete(dialog);
    });
  }
  dialog.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
}

/** Whether a dialog is open, as a modal dialog or as a popover. */
const isShowing = (dialog: HTMLDialogElement) => dialog.open || (dialog.hasAttribute('popover') && dialog.matches(':popover-open'));

export function closeDialog(dialog: HTMLDialogElement) {
  if (dialog.open) dialog.close();
  else if (isShowing(dialog)) dialog.hidePopover();
}

/** The <dialog> with this id, or null when the page has none. */
export const dialogById = (id: string) => {
  const element = document.getElementById(id);
  return element instanceof HTMLDialogElement ? element : null;
};
