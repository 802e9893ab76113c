import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { AUDIT_SUBJECT_LABELS, AUDIT_SUBJECTS, type AuditSubject } from '@alicerce/domain';
import { ListPagination } from '@/admin/components/list-pagination';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/shared/lib/toast';

import { auditActorsQuery } from '../api/get-audit-actors';
import { auditEntriesQuery } from '../api/get-audit-entries';
import type { AuditQuery } from '../types';

import { AuditEntryItem } from './audit-entry-item';

// 'Todas' / 'Todos' shows in an unfiltered select, under its label (as on the Cases list).
const select = {
  select: true,
  size: 'small',
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
  sx: { flex: { xs: '1 1 140px', sm: '0 0 240px' } },
} as const;

/** 'Auditoria': who created, changed or deleted what, newest first, filtered by person and type, a page at a time. */
export function AuditTab() {
  const toast = useToast();
  const [query, setQuery] = useState<AuditQuery>({ actor: '', subject: '', page: 1 });
  const entries = useQuery(auditEntriesQuery(query));
  const actors = useQuery(auditActorsQuery());
  const pagination = entries.data?.meta.pagination;
  const rows = entries.data?.data;

  useEffect(() => {
    if (entries.error) toast.error('Erro ao carregar o registro de auditoria', entries.error.message);
  }, [entries.error, toast]);

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Auditoria{pagination ? ` (${pagination.total})` : ''}
      </Typography>
      <Box role="search" aria-label="Filtrar auditoria" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <TextField {...select} label="Pessoa" value={query.actor} onChange={(event) => setQuery({ ...query, actor: event.target.value, page: 1 })}>
          <MenuItem value="">Todas</MenuItem>
          {actors.data?.map((actor) => (
            <MenuItem key={actor.key} value={actor.key}>
              {actor.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...select}
          label="Tipo"
          value={query.subject}
          onChange={(event) => setQuery({ ...query, subject: event.target.value as AuditSubject | '', page: 1 })}
        >
          <MenuItem value="">Todos</MenuItem>
          {AUDIT_SUBJECTS.map((subject) => (
            <MenuItem key={subject} value={subject}>
              {AUDIT_SUBJECT_LABELS[subject]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {entries.isPending && <ListSkeleton label="Carregando auditoria" />}
      {rows?.length === 0 && <Typography color="text.secondary">Nenhuma alteração registrada com os filtros selecionados.</Typography>}
      <Box
        component="ul"
        aria-label="Registro de auditoria"
        aria-busy={entries.isPlaceholderData}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
      >
        {rows?.map((entry) => (
          <AuditEntryItem key={entry.documentId} entry={entry} />
        ))}
      </Box>
      <ListPagination pagination={pagination} onPage={(page) => setQuery({ ...query, page })} />
    </Box>
  );
}
