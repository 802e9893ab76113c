import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { AdminListCard } from '@/admin/components/admin-list-card';
import { MediaThumbnail } from '@/admin/components/media/media-thumbnail';

import { ARTICLE_SITUATION_LABELS } from '../api/article-list-params';
import { whenText } from '../lib/format-when';
import type { EditorArticleRow } from '../types';

type Props = {
  item: EditorArticleRow;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onPublish: (published: boolean) => void;
  /** Its bulk-selection checkbox. */
  select?: ReactNode;
};

const CHIP_COLOR = { publicado: 'success', agendado: 'primary', rascunho: 'default' } as const;

/** An article in the dashboard's list: cover, title, situation, category · date, publish/unpublish, edit, delete. */
export function ArticleListItem({ item, busy, onEdit, onDelete, onPublish, select }: Props) {
  const published = item.situacao === 'publicado';
  return (
    <AdminListCard
      title={item.title}
      select={select}
      media={item.cover && <MediaThumbnail file={item.cover} alt="" />}
      deleting={busy}
      onEdit={onEdit}
      onDelete={onDelete}
      actions={
        <Button
          size="small"
          disabled={busy}
          onClick={() => onPublish(!published)}
          aria-label={`${published ? 'Despublicar' : 'Publicar agora'}: ${item.title}`}
          sx={{ mr: 'auto' }}
        >
          {published ? 'Despublicar' : 'Publicar agora'}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Chip size="small" color={CHIP_COLOR[item.situacao]} label={ARTICLE_SITUATION_LABELS[item.situacao]} />
        <Typography variant="body2" color="text.secondary">
          {item.category} · {whenText(item)}
          {item.featured ? ' · Destaque' : ''}
        </Typography>
      </Box>
    </AdminListCard>
  );
}
