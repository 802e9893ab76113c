import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type Props = {
  open: boolean;
  title: string;
  /** The spec's sentence ('Tem certeza que deseja excluir este case?'). */
  text: string;
  /** The destructive button's label ('Excluir'). */
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asked before a destructive action, in the page (no browser `confirm`): the question, 'Cancelar' (focused: Enter or
 * Esc keep things as they are) and the action in the error colour.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancelar
        </Button>
        <Button onClick={onConfirm} color="error">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
