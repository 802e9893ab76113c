import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

import type { MoveControl } from '../list-order';
import { ReorderHandle, useDropTarget } from '../reorder-handle';

import { ImageRow } from './image-row';

export type GalleryImage = { key: string; src: string; name: string; source: string };

export type { MoveControl };

type Props = {
  image: GalleryImage;
  index: number;
  count: number;
  alt: string;
  onAltChange: (text: string) => void;
  /** Position of the image being dragged, if any: only such a drag can be dropped here. */
  dragged: number | null;
  onDragStart: () => void;
  onDragEnd: () => void;
  onMove: (from: number, to: number, control?: MoveControl) => void;
  onRemove: () => void;
};

/**
 * One gallery image. Dragged by its handle and dropped on another row to take its place; from the keyboard, the
 * focused handle moves it with the arrow keys (Home/End to the ends), and the arrow buttons do the same for a pointer
 * or a screen reader.
 */
export function GalleryItem({ image: shown, index, count, alt, onAltChange, dragged, onDragStart, onDragEnd, onMove, onRemove }: Props) {
  const { over, handlers } = useDropTarget({ index, dragged, onMove, onDragEnd });
  const image = `Imagem ${index + 1} da galeria`;
  const { key: reorderKey, ...row } = shown;

  return (
    <Box
      component="li"
      {...handlers}
      sx={{
        p: 1,
        borderRadius: 1.5,
        border: 1,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        opacity: dragged === index ? 0.5 : 1,
      }}
    >
      <ImageRow
        {...row}
        image={image}
        prefix={`${index + 1}. `}
        alt={alt}
        onAltChange={onAltChange}
        start={
          <ReorderHandle
            reorderKey={reorderKey}
            name={image}
            index={index}
            count={count}
            onMove={onMove}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
          />
        }
        actions={
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <IconButton
              size="small"
              data-move="up"
              aria-label={`Mover imagem ${index + 1} para cima`}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1, 'up')}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              data-move="down"
              aria-label={`Mover imagem ${index + 1} para baixo`}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1, 'down')}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" color="error" aria-label={`Remover imagem ${index + 1}`} onClick={onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        }
      />
    </Box>
  );
}
