/**
 * Opening and closing the prerendered <dialog>s (components/ui/modal-dialog.tsx). A click on the backdrop closes,
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

export function closeDialog(dialog: HTMLDialogElement) {
  if (dialog.open) dialog.close();
}

/** The <dialog> with this id, or null when the page has none. */
export const dialogById = (id: string) => {
  const element = document.getElementById(id);
  return element instanceof HTMLDialogElement ? element : null;
};
