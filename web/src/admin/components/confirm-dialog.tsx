import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: ReactNode;
  /** The destructive action's button (red): 'Excluir', 'Anonimizar', 'Descartar'… */
  confirmLabel: string;
  /** The safe way out, focused when the dialog opens. */
  cancelLabel?: string;
  /** The action is under way: its button waits. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The dashboard's one confirmation before something that cannot be undone (delete, block, anonymise, discard): an
 * alert dialog that says what will happen, focuses the safe choice, and cancels on Esc or a click outside.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel = 'Cancelar', busy = false, onCancel, onConfirm }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="primary" autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} color="error" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
