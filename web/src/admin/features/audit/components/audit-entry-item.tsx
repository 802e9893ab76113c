import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { AUDIT_ACTION_LABELS, AUDIT_SUBJECT_LABELS } from '@alicerce/domain';

import type { AuditEntry } from '../types';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** One change as a card that reads the same on a phone: the type and the record, then what was done, by whom and when. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={AUDIT_SUBJECT_LABELS[entry.subject_type]} />
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {entry.label ?? '—'}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {AUDIT_ACTION_LABELS[entry.action]} por {entry.actor_name} em{' '}
        <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
      </Typography>
    </Box>
  );
}
