import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';

import { focusMoved, type MoveControl } from '@/admin/components/list-order';
import { useConfirm } from '@/admin/components/use-confirm';
import { visuallyHidden } from '@/admin/components/visually-hidden';

import { BlockListRow } from './block-list-row';

/** A block as the list shows it: a stable key (for the focus after a move) and its type's name ('Hero', 'FAQ'…). */
export type BlockListItem = { key: string; label: string };

type Props<Type extends string> = {
  items: readonly BlockListItem[];
  /** The types a block may be added as, in the menu's order. */
  types: ReadonlyArray<{ type: Type; label: string }>;
  onAdd: (type: Type) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The block's own form. */
  renderBlock: (index: number) => ReactNode;
  /** A message about the list as a whole ('Inclua pelo menos um bloco na página'). */
  error?: string;
};

/**
 * The page's blocks in the order the page shows them: each with its form; added from 'Adicionar bloco'; reordered by
 * dragging its handle, by the arrow keys on the focused handle or with 'Mover bloco N para cima/baixo'; removed after
 * a confirmation. Every change is announced to a screen reader.
 */
export function BlockList<Type extends string>({ items, types, onAdd, onMove, onRemove, renderBlock, error }: Props<Type>) {
  const { confirm, dialog } = useConfirm();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const count = items.length;

  const move = (from: number, to: number, control?: MoveControl) => {
    onMove(from, to);
    setAnnouncement(`Bloco ${items[from].label} movido para a posição ${to + 1} de ${count}.`);
    if (control) focusMoved(list.current, items[from].key, control);
  };
  const remove = async (index: number) => {
    const { label } = items[index];
    const question = {
      title: 'Remover bloco?',
      text: `O bloco ${index + 1} (${label}) e o que ele contém saem da página quando você salvar.`,
      confirmLabel: 'Remover',
    };
    if (!(await confirm(question))) return;
    onRemove(index);
    setAnnouncement(`Bloco ${label} removido. A página tem ${count - 1} ${count - 1 === 1 ? 'bloco' : 'blocos'}.`);
  };
  const add = (type: Type, label: string) => {
    setMenu(null);
    onAdd(type);
    setAnnouncement(`Bloco ${label} adicionado na posição ${count + 1}.`);
  };

  return (
    <Box>
      {count > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Arraste um bloco pela alça, use as setas do teclado sobre ela ou os botões para mudar a ordem em que a página mostra os blocos.
        </Typography>
      )}
      {count === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          A página ainda não tem blocos.
        </Typography>
      )}
      <Box
        ref={list}
        component="ol"
        aria-label="Blocos da página"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        {items.map((item, index) => (
          <BlockListRow
            key={item.key}
            item={item}
            index={index}
            count={count}
            dragged={dragged}
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onMove={move}
            onRemove={() => void remove(index)}
          >
            {renderBlock(index)}
          </BlockListRow>
        ))}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1.5 }}>
          {error}
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        sx={{ mt: 2 }}
        aria-haspopup="menu"
        aria-expanded={menu !== null}
        onClick={(event) => setMenu(event.currentTarget)}
      >
        Adicionar bloco
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {types.map(({ type, label }) => (
          <MenuItem key={type} onClick={() => add(type, label)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
      {dialog}
    </Box>
  );
}
