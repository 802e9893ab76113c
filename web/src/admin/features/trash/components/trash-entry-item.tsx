import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { AUDIT_SUBJECT_LABELS } from '@alicerce/domain';

import type { TrashEntry } from '../types';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

type Props = { entry: TrashEntry; restoring: boolean; onRestore: () => void };

/** One deleted item as a card: its type and name, its address, who deleted it when, when it goes for good, and 'Restaurar'. */
export function TrashEntryItem({ entry, restoring, onRestore }: Props) {
  const name = entry.label ?? entry.slug ?? entry.subject_id;
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={AUDIT_SUBJECT_LABELS[entry.subject_type]} />
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
        </Box>
        {entry.slug && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Endereço reservado: {entry.slug}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          Excluído por {entry.actor_name} em <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time> · apagado de vez em{' '}
          <time dateTime={entry.purge_after}>{date.format(new Date(entry.purge_after))}</time>
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onRestore} disabled={restoring} aria-label={`Restaurar ${name}`}>
        {restoring ? 'Restaurando...' : 'Restaurar'}
      </Button>
    </Box>
  );
}
