import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { MoveControl } from '@/admin/components/list-order';
import { ReorderHandle, useDropTarget } from '@/admin/components/reorder-handle';

import type { BlockListItem } from './block-list';

type Props = {
  item: BlockListItem;
  index: number;
  count: number;
  dragged: number | null;
  onDragStart: () => void;
  onDragEnd: () => void;
  onMove: (from: number, to: number, control?: MoveControl) => void;
  onRemove: () => void;
  children: ReactNode;
};

/** One block of the page: its handle, number and type, the move and remove buttons, then its form. */
export function BlockListRow({ item, index, count, dragged, onDragStart, onDragEnd, onMove, onRemove, children }: Props) {
  const { over, handlers } = useDropTarget({ index, dragged, onMove, onDragEnd });
  const n = index + 1;
  const name = `Bloco ${n} (${item.label})`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
      {...handlers}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        opacity: dragged === index ? 0.5 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <ReorderHandle
          reorderKey={item.key}
          name={name}
          index={index}
          count={count}
          onMove={onMove}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
        />
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
          {n}. {item.label}
        </Typography>
        <IconButton
          size="small"
          data-move="up"
          aria-label={`Mover bloco ${n} para cima`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1, 'up')}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          data-move="down"
          aria-label={`Mover bloco ${n} para baixo`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1, 'down')}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" color="error" aria-label={`Remover bloco ${n}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      {children}
    </Paper>
  );
}
