import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, useState } from 'react';

type Props = {
  /** The version to restore; null when closed. */
  version: number | null;
  /** The type can be published: offer to restore the version's publication too. */
  publication: boolean;
  /** The form has unsaved changes: say they will be discarded. */
  dirty: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (publication: boolean) => void;
};

/** 'Restaurar a versão N?' (keyed by the version, so the checkbox starts unchecked each time): what happens (the current content stays in the history), unsaved changes lost, and publication optional. */
export function RestoreDialog({ version, publication, dirty, busy, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  const [withPublication, setWithPublication] = useState(false);
  return (
    <Dialog open={version !== null} onClose={onCancel} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>{`Restaurar a versão ${version ?? ''}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>O conteúdo atual continua no histórico.</DialogContentText>
        {dirty && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            O formulário tem alterações não salvas: elas serão descartadas.
          </Alert>
        )}
        {publication && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={withPublication} onChange={(event) => setWithPublication(event.target.checked)} />}
            label="Restaurar também a situação de publicação"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancelar
        </Button>
        <Button onClick={() => onConfirm(publication && withPublication)} variant="contained" disabled={busy}>
          {busy ? 'Restaurando...' : 'Restaurar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
