import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';

import { keyboardMove } from './gallery-order';

import { ImageRow } from './image-row';

export type GalleryImage = { key: string; src: string; name: string; source: string };

/** How a move was asked for: the field puts the focus back on the same control of the moved image. */
export type MoveControl = 'handle' | 'up' | 'down';

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
 * One gallery image. Dragged by its handle (native HTML5 drag and drop; the whole row is the drag image) and dropped
 * on another row to take its place; from the keyboard, the focused handle moves it with the arrow keys (Home/End to
 * the ends), and the arrow buttons do the same for a pointer or a screen reader.
 */
export function GalleryItem({ image: shown, index, count, alt, onAltChange, dragged, onDragStart, onDragEnd, onMove, onRemove }: Props) {
  const [over, setOver] = useState(false);
  const image = `Imagem ${index + 1} da galeria`;
  const { key: reorderKey, ...row } = shown;
  const target = dragged !== null && dragged !== index;

  return (
    <Box
      component="li"
      onDragOver={(event) => {
        if (!target) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (dragged === null || dragged === index) return;
        event.preventDefault();
        onMove(dragged, index);
        onDragEnd();
      }}
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
          <Box
            component="span"
            role="button"
            tabIndex={0}
            draggable
            data-reorder={reorderKey}
            title={`Arrastar para reordenar: ${image}`}
            aria-label={`Reordenar ${image}: setas para cima e para baixo`}
            aria-keyshortcuts="ArrowUp ArrowDown Home End"
            onKeyDown={(event) => {
              const to = keyboardMove(event.key, index, count);
              if (to === null) return;
              event.preventDefault();
              onMove(index, to, 'handle');
            }}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', reorderKey);
              const row = event.currentTarget.closest('li');
              if (row) event.dataTransfer.setDragImage(row, 16, 16);
              onDragStart();
            }}
            onDragEnd={onDragEnd}
            sx={{
              display: 'flex',
              alignItems: 'center',
              alignSelf: 'stretch',
              px: 0.5,
              borderRadius: 1,
              cursor: 'grab',
              color: 'text.secondary',
              touchAction: 'none',
              '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          >
            <DragIndicatorIcon />
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <IconButton size="small" data-move="up" aria-label={`Mover imagem ${index + 1} para cima`} disabled={index === 0} onClick={() => onMove(index, index - 1, 'up')}>
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" data-move="down" aria-label={`Mover imagem ${index + 1} para baixo`} disabled={index === count - 1} onClick={() => onMove(index, index + 1, 'down')}>
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
