import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { EditDeleteButtons } from './edit-delete-buttons';

type Props = {
  /** The item's name: the card's accessible name, its heading and the edit/delete buttons' names. */
  title: string;
  /** The thumbnail, if any. */
  media?: ReactNode;
  /** The row's bulk-selection checkbox (components/bulk), first in the row. */
  select?: ReactNode;
  /** What the list says of the item, under its title. */
  children: ReactNode;
  /** Before 'Editar' and 'Excluir': the publish control. */
  actions: ReactNode;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One item of a dashboard list (cases, articles): thumbnail, title and details, then its actions with edit and delete.
 * A row from the tablet up; on a phone a card (image on top, the actions in a row below the text).
 */
export function AdminListCard({ title, media, select, children, actions, deleting, onEdit, onDelete }: Props) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={title}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1.5, sm: 2 },
        alignItems: { sm: 'center' },
      }}
    >
      {select}
      {media}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {children}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
        {actions}
        <EditDeleteButtons name={title} deleting={deleting} onEdit={onEdit} onDelete={onDelete} />
      </Box>
    </Paper>
  );
}
