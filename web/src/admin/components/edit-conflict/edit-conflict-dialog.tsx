import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';

import { EDIT_VERSION_MESSAGES } from '@alicerce/domain';

import { ConflictFieldRow } from './conflict-field-row';
import { CopyFallback, useCopyText } from './copy-text';
import type { ConflictPicks, FieldChange } from './three-way';

export type EditConflictDialogProps = {
  open: boolean;
  /** The CMS's pt-BR message: who saved when. */
  message: string;
  /** Who saved the newer version ('Ana', or 'outra pessoa'). */
  who: string;
  changes: FieldChange[];
  picks: ConflictPicks;
  onPick: (key: string, side: 'mine' | 'theirs') => void;
  /** My changed fields as 'Campo: valor' lines. */
  copyText: string;
  onMerge: () => void;
  onUseTheirs: () => void;
  onKeepMine: () => void;
};

/**
 * The dashboard's one conflict view (issue 51), for every editor: the server's message, what differs field by field
 * (theirs taken, mine kept, both — picked), and the ways on: 'Combinar as versões', 'Usar a versão atual' (after a
 * confirmation that offers the copy first), 'Copiar meu texto' and 'Manter a minha versão'. Full screen on a phone.
 */
export function EditConflictDialog({
  open,
  message,
  who,
  changes,
  picks,
  onPick,
  copyText,
  onMerge,
  onUseTheirs,
  onKeepMine,
}: EditConflictDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [discarding, setDiscarding] = useState(false);
  const copy = useCopyText(copyText);
  const mineChanged = changes.some((change) => change.kind !== 'theirs');

  return (
    <Dialog open={open} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{EDIT_VERSION_MESSAGES.title}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 1 }}>{message}</Typography>
        {changes.length === 0 ? (
          <Typography color="text.secondary">Nenhum campo do formulário difere: combine as versões e salve de novo.</Typography>
        ) : (
          <Box component="ul" aria-label="Campos alterados" sx={{ m: 0, p: 0 }}>
            {changes.map((change) => (
              <ConflictFieldRow
                key={change.key}
                change={change}
                who={who}
                pick={picks[change.key] ?? 'mine'}
                onPick={(side) => onPick(change.key, side)}
              />
            ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {`“Manter a minha versão” grava o formulário como está, por cima da versão de ${who} (as alterações de ${who} se perdem); a gravação fica registrada no histórico.`}
        </Typography>
        {copy.status === 'copied' && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            Texto copiado para a área de transferência.
          </Alert>
        )}
        {copy.status === 'fallback' && <CopyFallback text={copyText} />}
        {discarding && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {mineChanged
              ? 'Suas alterações neste formulário serão descartadas. Copie seu texto antes, se quiser guardá-lo.'
              : 'O formulário passa a mostrar a versão atual.'}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button size="small" onClick={() => setDiscarding(false)}>
                Voltar
              </Button>
              {mineChanged && (
                <Button size="small" onClick={copy.copy}>
                  Copiar meu texto
                </Button>
              )}
              <Button size="small" color="warning" variant="contained" onClick={onUseTheirs}>
                Descartar minhas alterações
              </Button>
            </Box>
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {mineChanged && <Button onClick={copy.copy}>Copiar meu texto</Button>}
        <Button onClick={() => setDiscarding(true)} disabled={discarding}>
          Usar a versão atual
        </Button>
        <Button color="warning" variant="outlined" onClick={onKeepMine}>
          Manter a minha versão
        </Button>
        <Button variant="contained" onClick={onMerge}>
          Combinar as versões
        </Button>
      </DialogActions>
    </Dialog>
  );
}
