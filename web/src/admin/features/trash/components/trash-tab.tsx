import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { AUDIT_SUBJECT_LABELS, type AuditSubject } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/shared/lib/toast';

import { trashQuery } from '../api/get-trash';
import { useRestoreTrashEntry } from '../api/restore-trash-entry';

import { TrashEntryItem } from './trash-entry-item';

/** The content types whose deleted documents wait in the Lixeira, in the navigation's order. */
const TRASHED: AuditSubject[] = ['case', 'article', 'page_content', 'testimonial', 'client', 'team_member', 'landing_page', 'site_setting'];
const select = {
  select: true,
  size: 'small',
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
  sx: { flex: { xs: '1 1 140px', sm: '0 0 240px' } },
} as const;

/**
 * 'Lixeira': documents deleted in the last 30 days (their address stays reserved until then), newest first, filtered by
 * type; 'Restaurar' brings one back with its images, address and history.
 */
export function TrashTab() {
  const toast = useToast();
  const [subject, setSubject] = useState<AuditSubject | ''>('');
  const entries = useQuery(trashQuery(subject));
  const restore = useRestoreTrashEntry();
  const rows = entries.data;

  useEffect(() => {
    if (entries.error) toast.error('Erro ao carregar a Lixeira', entries.error.message);
  }, [entries.error, toast]);

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Lixeira{rows ? ` (${rows.length})` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        O que é excluído fica aqui por 30 dias e depois é apagado de vez. Até lá, o endereço de cada item fica reservado para ele.
      </Typography>
      <Box role="search" aria-label="Filtrar a Lixeira" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <TextField {...select} label="Tipo" value={subject} onChange={(event) => setSubject(event.target.value as AuditSubject | '')}>
          <MenuItem value="">Todos</MenuItem>
          {TRASHED.map((type) => (
            <MenuItem key={type} value={type}>
              {AUDIT_SUBJECT_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {entries.isPending && <ListSkeleton label="Carregando a Lixeira" />}
      {rows?.length === 0 && <Typography color="text.secondary">A Lixeira está vazia.</Typography>}
      <Box
        component="ul"
        aria-label="Itens na Lixeira"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
      >
        {rows?.map((entry) => (
          <TrashEntryItem
            key={entry.id}
            entry={entry}
            restoring={restore.isPending && restore.variables?.id === entry.id}
            onRestore={() =>
              restore.mutate(entry, {
                onSuccess: ({ meta }) =>
                  toast.success(
                    `${entry.label ?? 'Item'} restaurado`,
                    meta.missingFiles.length > 0
                      ? `${meta.missingFiles.length} imagem(ns) já não estavam na biblioteca de mídia e ficaram de fora.`
                      : 'De volta à sua lista, com o mesmo endereço e histórico.',
                  ),
                onError: (error) => toast.error('Não foi possível restaurar', error.message),
              })
            }
          />
        ))}
      </Box>
    </Box>
  );
}
