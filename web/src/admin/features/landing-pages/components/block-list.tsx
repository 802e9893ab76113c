import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { focusMoved, type MoveControl } from '@/admin/components/list-order';
import { useConfirm } from '@/admin/components/use-confirm';
import { visuallyHidden } from '@/admin/components/visually-hidden';

import { BlockListRow } from './block-list-row';

/** A block as the list shows it: a stable key (for the focus after a move) and its type's name ('Hero', 'FAQ'…). */
export type BlockListItem = { key: string; label: string };

/** A save refused for a block's field: that block opens, and its first refused field gets the focus when `focus`. */
export type BlockReveal = { index: number; focus: boolean };

type Props<Type extends string> = {
  items: readonly BlockListItem[];
  /** The types a block may be added as, in the menu's order. */
  types: ReadonlyArray<{ type: Type; label: string }>;
  onAdd: (type: Type) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The block's own form, shown while it is open. */
  renderBlock: (index: number) => ReactNode;
  /** The closed block's line (its title, its errors). */
  renderSummary: (index: number) => ReactNode;
  reveal?: BlockReveal | null;
  /** A message about the list as a whole ('Inclua pelo menos um bloco na página'). */
  error?: string;
};

/** Where the open block is after the block at `from` moved to `to`. */
function afterMove(open: number | null, from: number, to: number) {
  if (open === null) return null;
  if (open === from) return to;
  if (from < open && to >= open) return open - 1;
  if (from > open && to <= open) return open + 1;
  return open;
}

/**
 * The page's blocks in the order the page shows them, an accordion: one block's form open at a time (a new block
 * opens), the others a line with their title and errors; added from 'Adicionar bloco'; reordered by dragging its
 * handle, by the arrow keys on the focused handle or with 'Mover bloco N para cima/baixo'; removed after a
 * confirmation. Every change is announced to a screen reader.
 */
export function BlockList<Type extends string>({ items, types, onAdd, onMove, onRemove, renderBlock, renderSummary, reveal, error }: Props<Type>) {
  const { confirm, dialog } = useConfirm();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const count = items.length;
  const [open, setOpen] = useState<number | null>(null);
  /** The block to bring into view once open, its first refused field focused when `focus`. */
  const [show, setShow] = useState<BlockReveal | null>(null);

  const toggle = (index: number) => {
    setOpen(open === index ? null : index);
    // Closing the block above moves this one up: its top stays in view.
    if (open !== index) setShow({ index, focus: false });
  };
  // A new refusal (a new object) opens its block, during the render that brings it.
  const [revealed, setRevealed] = useState(reveal);
  if (reveal !== revealed) {
    setRevealed(reveal);
    if (reveal) {
      setOpen(reveal.index);
      setShow(reveal);
    }
  }
  const shown = useRef<BlockReveal | null>(null);
  useEffect(() => {
    if (!show || open !== show.index || shown.current === show) return;
    shown.current = show;
    const row = list.current?.children[show.index] as HTMLElement | undefined;
    if (!row) return;
    const { top } = row.getBoundingClientRect();
    // Under the editor's sticky header, or below the window: brought to the top of the form.
    if (top < 176 || top > window.innerHeight - 48) row.scrollIntoView({ block: 'start' });
    if (show.focus) (row.querySelector<HTMLElement>('[aria-invalid="true"]') ?? row.querySelector<HTMLElement>('[data-block-toggle]'))?.focus();
  }, [show, open]);

  const move = (from: number, to: number, control?: MoveControl) => {
    onMove(from, to);
    setOpen((current) => afterMove(current, from, to));
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
    setOpen((current) => (current === index ? null : current !== null && current > index ? current - 1 : current));
    setAnnouncement(`Bloco ${label} removido. A página tem ${count - 1} ${count - 1 === 1 ? 'bloco' : 'blocos'}.`);
  };
  const add = (type: Type, label: string) => {
    setMenu(null);
    onAdd(type);
    // A new block opens, in view, for its copy to be written.
    setOpen(count);
    setShow({ index: count, focus: false });
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
            open={open === index}
            onToggle={() => toggle(index)}
            summary={renderSummary(index)}
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
