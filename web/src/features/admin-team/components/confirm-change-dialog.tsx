import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import type { PendingChange } from '../lib/pending-change';

type Props = { pending: PendingChange | null; onCancel: () => void; onConfirm: (pending: PendingChange) => void };

/** Asked before a demotion or a block: says who loses what. Esc or a click outside cancels. */
export function ConfirmChangeDialog({ pending, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={pending !== null} onClose={onCancel} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>{pending?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{pending?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancelar
        </Button>
        <Button onClick={() => pending && onConfirm(pending)} color="error">
          {pending?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
