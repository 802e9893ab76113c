import { ConfirmDialog } from './confirm-dialog';

type Props = { open: boolean; onKeep: () => void; onDiscard: () => void };

/** 'Descartar alterações?': asked before a changed form is thrown away. Esc or a click outside keeps editing. */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Descartar alterações?"
      text="As alterações que você fez ainda não foram salvas e serão perdidas."
      confirmLabel="Descartar"
      cancelLabel="Continuar editando"
      onCancel={onKeep}
      onConfirm={onDiscard}
    />
  );
}
