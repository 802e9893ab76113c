import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { moveItem } from '@/admin/components/list-order';
import { renderWithProviders } from '@/shared/testing/render';

import { BlockList, type BlockReveal } from './block-list';

type Block = { key: string; type: 'hero' | 'faq' | 'cta' };
const LABELS = { hero: 'Hero', faq: 'Perguntas frequentes', cta: 'Chamada para ação' } as const;
const TYPES = (['hero', 'faq', 'cta'] as const).map((type) => ({ type, label: LABELS[type] }));

/** The list as an editor page holds it: the blocks in state, each with a field of its own. */
function Page({ initial, reveal }: { initial: Block[]; reveal?: BlockReveal }) {
  const [blocks, setBlocks] = useState(initial);
  return (
    <BlockList
      items={blocks.map((block) => ({ key: block.key, label: LABELS[block.type] }))}
      types={TYPES}
      onAdd={(type) => setBlocks((current) => [...current, { key: `new-${current.length}`, type }])}
      onMove={(from, to) => setBlocks((current) => moveItem(current, from, to))}
      onRemove={(index) => setBlocks((current) => current.filter((_, i) => i !== index))}
      renderBlock={(index) => <input aria-label={`Campo do bloco ${index + 1}`} defaultValue={blocks[index].key} />}
      renderSummary={(index) => `Resumo ${blocks[index].key}`}
      reveal={reveal}
    />
  );
}

const start: Block[] = [
  { key: 'a', type: 'hero' },
  { key: 'b', type: 'faq' },
  { key: 'c', type: 'cta' },
];
const order = () =>
  within(screen.getByRole('list', { name: 'Blocos da página' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const status = () => screen.getByRole('status');
/** A block's open/close button, by its heading's text. */
const toggle = (name: string) => screen.getByRole('button', { name });
const openForms = () => screen.queryAllByRole('textbox').map((field) => field.getAttribute('aria-label'));

describe('BlockList', () => {
  it('moves a block down with the arrow key on its handle, keeps the focus on it and announces where it went', async () => {
    const { user } = renderWithProviders(<Page initial={start} />);
    await user.click(toggle('1. Hero'));
    screen.getByRole('button', { name: 'Reordenar Bloco 1 (Hero): setas para cima e para baixo' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(order()).toEqual(['1. Perguntas frequentes', '2. Hero', '3. Chamada para ação']);
    expect(status()).toHaveTextContent('Bloco Hero movido para a posição 2 de 3.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reordenar Bloco 2 (Hero): setas para cima e para baixo' })),
    );
    // The block's form moved with it.
    expect(screen.getByRole('textbox', { name: 'Campo do bloco 2' })).toHaveValue('a');
    await user.keyboard('{End}');
    expect(order()).toEqual(['1. Perguntas frequentes', '2. Chamada para ação', '3. Hero']);
  });

  it("moves with 'Mover bloco N para cima/baixo', which are disabled at the ends", async () => {
    const { user } = renderWithProviders(<Page initial={start} />);
    expect(screen.getByRole('button', { name: 'Mover bloco 1 para cima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover bloco 3 para baixo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mover bloco 3 para cima' }));
    expect(order()).toEqual(['1. Hero', '2. Chamada para ação', '3. Perguntas frequentes']);
    expect(status()).toHaveTextContent('Bloco Chamada para ação movido para a posição 2 de 3.');
  });

  it('removes a block only once the editor confirms, and announces it', async () => {
    const { user } = renderWithProviders(<Page initial={start} />);
    await user.click(screen.getByRole('button', { name: 'Remover bloco 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remover bloco?' });
    expect(dialog).toHaveTextContent('O bloco 2 (Perguntas frequentes)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(order()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remover bloco 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(order()).toEqual(['1. Hero', '2. Chamada para ação']);
    expect(status()).toHaveTextContent('Bloco Perguntas frequentes removido. A página tem 2 blocos.');
  });

  it("adds a block of the type chosen in 'Adicionar bloco' at the end", async () => {
    const { user } = renderWithProviders(<Page initial={start.slice(0, 1)} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar bloco' }));
    await user.click(screen.getByRole('menuitem', { name: 'Perguntas frequentes' }));
    expect(order()).toEqual(['1. Hero', '2. Perguntas frequentes']);
    expect(status()).toHaveTextContent('Bloco Perguntas frequentes adicionado na posição 2.');
  });

  it('opens one block at a time: opening one closes the other; a closed one shows its line; a new block opens', async () => {
    const { user } = renderWithProviders(<Page initial={start} />);
    expect(openForms()).toEqual([]);
    expect(toggle('2. Perguntas frequentes')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('2. Perguntas frequentes')).toHaveAccessibleDescription('Resumo b');
    await user.click(toggle('2. Perguntas frequentes'));
    expect(toggle('2. Perguntas frequentes')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '2. Perguntas frequentes' })).toContainElement(
      screen.getByRole('textbox', { name: 'Campo do bloco 2' }),
    );
    expect(screen.queryByText('Resumo b')).toBeNull();
    // Opening another closes it.
    await user.click(toggle('3. Chamada para ação'));
    expect(openForms()).toEqual(['Campo do bloco 3']);
    expect(toggle('2. Perguntas frequentes')).toHaveAttribute('aria-expanded', 'false');
    // The open block stays open as it moves.
    await user.click(screen.getByRole('button', { name: 'Mover bloco 3 para cima' }));
    expect(toggle('2. Chamada para ação')).toHaveAttribute('aria-expanded', 'true');
    expect(openForms()).toEqual(['Campo do bloco 2']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mover bloco 2 para cima' })).toHaveFocus());
    // Closed again from its own button (the keyboard's Enter on it).
    toggle('2. Chamada para ação').focus();
    await user.keyboard('{Enter}');
    expect(openForms()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Adicionar bloco' }));
    await user.click(screen.getByRole('menuitem', { name: 'Hero' }));
    expect(toggle('4. Hero')).toHaveAttribute('aria-expanded', 'true');
    expect(openForms()).toEqual(['Campo do bloco 4']);
  });

  it('a refusal in a closed block opens it (closing the open one) and focuses its refused field', async () => {
    function Refused() {
      const [reveal, setReveal] = useState<BlockReveal>();
      return (
        <>
          <button type="button" onClick={() => setReveal({ index: 2, focus: true })}>
            Salvar
          </button>
          <BlockList
            items={start.map((block) => ({ key: block.key, label: LABELS[block.type] }))}
            types={TYPES}
            onAdd={() => {}}
            onMove={() => {}}
            onRemove={() => {}}
            renderBlock={(index) => <input aria-label={`Campo do bloco ${index + 1}`} aria-invalid={index === 2} />}
            renderSummary={() => '1 erro'}
            reveal={reveal}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Refused />);
    await user.click(toggle('1. Hero'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(toggle('3. Chamada para ação')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('1. Hero')).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Campo do bloco 3' })).toHaveFocus());
  });

  it('opens a block to read it in a read-only editor (another person editing: the form disabled)', async () => {
    renderWithProviders(
      <fieldset disabled>
        <Page initial={start} />
      </fieldset>,
    );
    expect(screen.getByRole('button', { name: 'Remover bloco 1' })).toBeDisabled();
    // (user-event holds everything in a disabled fieldset disabled; a browser disables only its form controls.)
    fireEvent.click(toggle('2. Perguntas frequentes'));
    expect(screen.getByRole('textbox', { name: 'Campo do bloco 2' })).toBeDisabled();
  });
});
