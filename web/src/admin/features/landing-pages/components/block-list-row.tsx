import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import type { MoveControl } from '@/admin/components/list-order';
import { ReorderHandle, useDropTarget } from '@/admin/components/reorder-handle';

import type { BlockListItem } from './block-list';

type Props = {
  item: BlockListItem;
  index: number;
  count: number;
  dragged: number | null;
  /** Its form is shown (one block at a time); closed, its summary line. */
  open: boolean;
  onToggle: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onMove: (from: number, to: number, control?: MoveControl) => void;
  onRemove: () => void;
  /** The closed block's line: its title and how many of its fields are refused. */
  summary: ReactNode;
  children: ReactNode;
};

/**
 * One block of the page: its handle, the number and type that open or close it (an accordion's button, its title or
 * first words and its errors under it while closed), the move and remove buttons, then its form while open.
 */
export function BlockListRow({ item, index, count, dragged, open, onToggle, onDragStart, onDragEnd, onMove, onRemove, summary, children }: Props) {
  const { over, handlers } = useDropTarget({ index, dragged, onMove, onDragEnd });
  const buttonId = useId();
  const panelId = useId();
  const summaryId = useId();
  const n = index + 1;
  const name = `Bloco ${n} (${item.label})`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
      data-block-open={open || undefined}
      {...handlers}
      sx={{
        p: { xs: 1.5, sm: 2 },
        scrollMarginTop: 176,
        borderColor: over ? 'primary.main' : open ? 'text.secondary' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        opacity: dragged === index ? 0.5 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
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
          {/* A span, not a <button>: a read-only editor (another person editing) disables the form's buttons, and still opens blocks to read them. */}
          <ButtonBase
            component="span"
            id={buttonId}
            data-block-toggle
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-describedby={open ? undefined : summaryId}
            onClick={onToggle}
            sx={{
              width: '100%',
              justifyContent: 'space-between',
              gap: 1,
              py: 0.5,
              px: 0.5,
              borderRadius: 1,
              font: 'inherit',
              textAlign: 'left',
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
            }}
          >
            {n}. {item.label}
            <ExpandMoreIcon fontSize="small" sx={{ transform: open ? 'rotate(180deg)' : undefined, color: 'text.secondary' }} />
          </ButtonBase>
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
      {open ? (
        <Box id={panelId} role="region" aria-labelledby={buttonId} sx={{ mt: 1.5 }}>
          {children}
        </Box>
      ) : (
        // A click on the line opens the block too (the button above is the keyboard's way).
        <Box id={summaryId} onClick={onToggle} sx={{ pl: 4.5, pr: 0.5, cursor: 'pointer' }}>
          {summary}
        </Box>
      )}
    </Paper>
  );
}
