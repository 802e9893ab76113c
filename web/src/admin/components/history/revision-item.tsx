import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import type { HistoryLabels, Revision } from './revision';
import { actionLabel, changedLabels, savedAtText } from './revision-text';

type Props = {
  revision: Revision;
  labels: HistoryLabels;
  /** The newest: what the editor holds (nothing to restore). */ current: boolean;
  onRestore: () => void;
};

/** One version of the list: 'Versão N', what the save did, who and when, the fields it changed, and 'Restaurar esta versão'. */
export function RevisionItem({ revision, labels, current, onRestore }: Props) {
  const fields = changedLabels(revision, labels);
  const name = `Versão ${revision.version}`;
  return (
    <Box component="li" aria-label={name} sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {name}
        </Typography>
        <Chip size="small" variant="outlined" label={actionLabel(revision)} />
        {current && <Chip size="small" color="primary" label="Atual" />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`${revision.actor_name} · `}
        <time dateTime={revision.savedAt}>{savedAtText(revision.savedAt)}</time>
      </Typography>
      {fields.length > 0 && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`Campos: ${fields.join(', ')}`}</Typography>}
      {!current && (
        <Button size="small" onClick={onRestore} sx={{ mt: 0.5, ml: -0.5 }} aria-label={`Restaurar esta versão (${name})`}>
          Restaurar esta versão
        </Button>
      )}
    </Box>
  );
}
