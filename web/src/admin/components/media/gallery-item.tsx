import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';

import type { AltBinding } from './alt-binding';
import type { MediaFile } from './media-file';

import { MediaFileRow } from './media-file-row';

type Props = {
  file: MediaFile;
  index: number;
  count: number;
  alt: AltBinding;
  /** Position of the image being dragged, if any: only such a drag can be dropped here. */
  dragged: number | null;
  onDragStart: () => void;
  onDragEnd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/**
 * One gallery image. Dragged by its handle (native HTML5 drag and drop; the whole row is the drag image) and dropped
 * on another row to take its place; the arrow buttons do the same from the keyboard or a screen reader.
 */
export function GalleryItem({ file, index, count, alt, dragged, onDragStart, onDragEnd, onMove, onRemove }: Props) {
  const [over, setOver] = useState(false);
  const image = `Imagem ${index + 1} da galeria`;
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
      <MediaFileRow
        file={file}
        image={image}
        prefix={`${index + 1}. `}
        alt={alt.of(file)}
        onAltChange={(text) => alt.set(file.id, text)}
        start={
          <Box
            component="span"
            draggable
            title={`Arrastar para reordenar: ${image}`}
            aria-hidden
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(file.id));
              const row = event.currentTarget.closest('li');
              if (row) event.dataTransfer.setDragImage(row, 16, 16);
              onDragStart();
            }}
            onDragEnd={onDragEnd}
            sx={{ display: 'flex', cursor: 'grab', color: 'text.secondary', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <IconButton size="small" aria-label={`Mover imagem ${index + 1} para cima`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Mover imagem ${index + 1} para baixo`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
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
