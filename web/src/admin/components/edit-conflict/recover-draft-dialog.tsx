import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { editTime } from '@alicerce/domain';

import { summary } from './describe-value';
import type { FieldChange } from './three-way';

type Props = {
  savedAt: string;
  /** The fields the kept edits change, against what was loaded when they were made. */
  changes: FieldChange[];
  onRecover: () => void;
  onDiscard: () => void;
};

/** "Recuperar alterações não salvas de 14:07?" — what a crashed or closed editor left in this browser, with a preview. */
export function RecoverDraftDialog({ savedAt, changes, onRecover, onDiscard }: Props) {
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`Recuperar alterações não salvas de ${editTime(savedAt)}?`}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 1.5 }}>Este navegador guardou alterações que não chegaram a ser salvas neste registro:</Typography>
        <Box component="dl" aria-label="Alterações guardadas" sx={{ m: 0, display: 'grid', gap: 1 }}>
          {changes.map((change) => (
            <Box key={change.key}>
              <Typography component="dt" variant="subtitle2">
                {change.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {change.describe && typeof change.mine !== 'string' ? change.describe(change.mine) : summary(change.mine)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Recuperadas, elas voltam ao formulário sem serem salvas; se o registro mudou desde então, Salvar mostra o que mudou antes de gravar.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onDiscard}>Descartar</Button>
        <Button variant="contained" onClick={onRecover} autoFocus>
          Recuperar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
