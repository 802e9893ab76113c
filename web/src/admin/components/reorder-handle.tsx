import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import { useState, type DragEvent } from 'react';

import { keyboardMove, type MoveControl } from './list-order';

type HandleProps = {
  /** The item's stable key: where the focus goes back after a move. */
  reorderKey: string;
  /** What the item is called: 'Imagem 2 da galeria', 'Bloco 3 (Perguntas frequentes)'. */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number, control?: MoveControl) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
};

/**
 * The grip of a reorderable row: dragged (native HTML5 drag and drop; the whole row is the drag image), or focused and
 * moved with the arrow keys (Home/End to the ends).
 */
export function ReorderHandle({ reorderKey, name, index, count, onMove, onDragStart, onDragEnd }: HandleProps) {
  return (
    <Box
      component="span"
      role="button"
      tabIndex={0}
      draggable
      data-reorder={reorderKey}
      title={`Arrastar para reordenar: ${name}`}
      aria-label={`Reordenar ${name}: setas para cima e para baixo`}
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
  );
}

type DropArgs = {
  index: number;
  /** Position of the row being dragged, if any: only such a drag can be dropped here. */
  dragged: number | null;
  onMove: (from: number, to: number) => void;
  onDragEnd: () => void;
};

/** A reorderable row as a drop target: `over` while a row is dragged over it, and the handlers for its <li>. */
export function useDropTarget({ index, dragged, onMove, onDragEnd }: DropArgs) {
  const [over, setOver] = useState(false);
  const target = dragged !== null && dragged !== index;
  const handlers = {
    onDragOver: (event: DragEvent) => {
      if (!target) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      setOver(false);
      if (dragged === null || dragged === index) return;
      event.preventDefault();
      onMove(dragged, index);
      onDragEnd();
    },
  };
  return { over, handlers };
}
