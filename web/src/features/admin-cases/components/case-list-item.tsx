import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { AdminCase } from '../types';

type Props = { item: AdminCase; deleting: boolean; onEdit: () => void; onDelete: () => void };

/** A row of the admin list: title, 'client · platform', description in 2 lines, published state. */
export function CaseListItem({ item, deleting, onEdit, onDelete }: Props) {
  return (
    <Paper component="li" variant="outlined" aria-label={item.title} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
            {item.title}
          </Typography>
          <Chip size="small" label={item.is_published ? 'Publicado' : 'Rascunho'} color={item.is_published ? 'success' : 'default'} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {item.client_name} · {item.platform}
        </Typography>
        <Typography
          variant="body2"
          sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {item.short_description}
        </Typography>
      </Box>
      <IconButton aria-label={`Editar ${item.title}`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Excluir ${item.title}`} color="error" onClick={onDelete} disabled={deleting}>
        <DeleteIcon />
      </IconButton>
    </Paper>
  );
}
