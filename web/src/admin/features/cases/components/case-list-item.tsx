import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { EditingMark } from '@alicerce/domain';
import { AdminListCard } from '@/admin/components/admin-list-card';
import { EditingMarkChip } from '@/admin/components/presence/editing-mark-chip';

import type { AdminCase } from '../types';

import { CaseThumbnail } from './case-thumbnail';

type Props = {
  item: AdminCase;
  deleting: boolean;
  publishing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onPublish: (published: boolean) => void;
  /** Other people editing this case now ('Em edição por Maria'). */
  editingBy?: readonly EditingMark[];
  /** Its bulk-selection checkbox. */
  select?: ReactNode;
};

/** A case in the admin list: thumbnail, title, 'client · platform', description in 2 lines, the publish switch, edit and delete. */
export function CaseListItem({ item, deleting, publishing, onEdit, onDelete, onPublish, editingBy, select }: Props) {
  return (
    <AdminListCard
      title={item.title}
      media={<CaseThumbnail item={item} />}
      select={select}
      deleting={deleting}
      onEdit={onEdit}
      onDelete={onDelete}
      actions={
        <>
          <Switch
            checked={item.is_published}
            disabled={publishing}
            onChange={(_, checked) => onPublish(checked)}
            slotProps={{ input: { 'aria-label': `Publicado: ${item.title}` } }}
          />
          <Typography variant="body2" sx={{ minWidth: 72, mr: 'auto', color: item.is_published ? 'success.main' : 'text.secondary' }}>
            {item.is_published ? 'Publicado' : 'Rascunho'}
          </Typography>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {item.client_name} · {item.platform}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {item.short_description}
      </Typography>
      <EditingMarkChip marks={editingBy} />
    </AdminListCard>
  );
}
