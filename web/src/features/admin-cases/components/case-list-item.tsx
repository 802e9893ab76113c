import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

import { EditDeleteButtons } from '@/components/admin/edit-delete-buttons';

import type { AdminCase } from '../types';

import { CaseThumbnail } from './case-thumbnail';

type Props = {
  item: AdminCase;
  deleting: boolean;
  publishing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onPublish: (published: boolean) => void;
};

/**
 * A case in the admin list: thumbnail, title, 'client · platform', description in 2 lines, the publish switch, edit
 * and delete. A row from the tablet up; on a phone a card (image on top, the actions in a row below the text).
 */
export function CaseListItem({ item, deleting, publishing, onEdit, onDelete, onPublish }: Props) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={item.title}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1.5, sm: 2 }, alignItems: { sm: 'center' } }}
    >
      <CaseThumbnail item={item} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.client_name} · {item.platform}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {item.short_description}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
        <Switch
          checked={item.is_published}
          disabled={publishing}
          onChange={(_, checked) => onPublish(checked)}
          slotProps={{ input: { 'aria-label': `Publicado: ${item.title}` } }}
        />
        <Typography variant="body2" sx={{ minWidth: 72, mr: 'auto', color: item.is_published ? 'success.main' : 'text.secondary' }}>
          {item.is_published ? 'Publicado' : 'Rascunho'}
        </Typography>
        <EditDeleteButtons name={item.title} deleting={deleting} onEdit={onEdit} onDelete={onDelete} />
      </Box>
    </Paper>
  );
}
