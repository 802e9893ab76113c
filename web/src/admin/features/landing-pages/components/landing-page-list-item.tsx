import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { isLandingPageEnded, paths, type EditingMark } from '@alicerce/domain';
import { AdminListCard } from '@/admin/components/admin-list-card';
import { EditingMarkChip } from '@/admin/components/presence/editing-mark-chip';

import type { AdminLandingPage } from '../types';

type Props = {
  item: AdminLandingPage;
  deleting: boolean;
  duplicating: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDuplicate: () => void;
  /** Other people editing this page now ('Em edição por Maria'). */
  editingBy?: readonly EditingMark[];
  /** Its bulk-selection checkbox. */
  select?: ReactNode;
};

/** A landing page in the list: title, its address and number of blocks, its state, Duplicar, edit and delete. */
export function LandingPageListItem({ item, deleting, duplicating, onEdit, onDelete, onDuplicate, editingBy, select }: Props) {
  const ended = isLandingPageEnded(item);
  const state = ended
    ? { label: 'Encerrada', color: 'warning' as const }
    : item.is_published
      ? { label: 'Publicada', color: 'success' as const }
      : { label: 'Rascunho', color: 'default' as const };
  const blocks = item.blocks?.length ?? 0;
  return (
    <AdminListCard
      title={item.title}
      select={select}
      deleting={deleting}
      onEdit={onEdit}
      onDelete={onDelete}
      actions={
        <>
          <Chip size="small" variant="outlined" label={state.label} color={state.color} sx={{ mr: 0.5 }} />
          <Button size="small" startIcon={<ContentCopyIcon />} disabled={duplicating} onClick={onDuplicate} aria-label={`Duplicar ${item.title}`}>
            Duplicar
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {paths.landingPage(item.slug)} · {blocks} {blocks === 1 ? 'bloco' : 'blocos'}
      </Typography>
      <EditingMarkChip marks={editingBy} />
    </AdminListCard>
  );
}
