import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type Props = { open: boolean; onKeep: () => void; onDiscard: () => void };

/** 'Descartar alterações?': asked before a changed form is thrown away. Esc or a click outside keeps editing. */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onKeep} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>Descartar alterações?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>As alterações que você fez ainda não foram salvas e serão perdidas.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          Continuar editando
        </Button>
        <Button onClick={onDiscard} color="error">
          Descartar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
