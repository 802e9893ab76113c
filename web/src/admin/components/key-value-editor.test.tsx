import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { KeyValueEditor, toRecord, toRows, type KeyValueRow } from './key-value-editor';

/** The editor with its rows in state, and the object it would store shown as text. */
function Results({ initial }: { initial: Record<string, string> }) {
  const [rows, setRows] = useState<KeyValueRow[]>(toRows(initial));
  return (
    <>
      <KeyValueEditor label="Resultados" keyLabel="Métrica" rows={rows} onChange={setRows} />
      <output aria-label="Objeto salvo">{JSON.stringify(toRecord(rows))}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByRole('status', { name: 'Objeto salvo' }).textContent ?? '{}') as unknown;

describe('KeyValueEditor (a case’s Resultados as rows)', { timeout: 15_000 }, () => {
  it('shows the stored object as rows and gives back an object of strings as edited', async () => {
    const { user } = renderWithProviders(<Results initial={{ Leads: '+250%', CPL: 'R$ 21' }} />);
    expect(screen.getByRole('textbox', { name: 'Métrica 1' })).toHaveValue('Leads');
    expect(screen.getByRole('textbox', { name: 'Valor 2' })).toHaveValue('R$ 21');

    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(screen.getByRole('textbox', { name: 'Métrica 3' }), ' Vendas ');
    await user.type(screen.getByRole('textbox', { name: 'Valor 3' }), '42 unidades');
    await user.click(screen.getByRole('button', { name: 'Remover CPL' }));

    expect(saved()).toEqual({ Leads: '+250%', Vendas: '42 unidades' });
  });

  it('marks a repeated name and stores only the first; rows without a name are left out', async () => {
    const { user } = renderWithProviders(<Results initial={{ Leads: '+250%' }} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(screen.getByRole('textbox', { name: 'Métrica 2' }), 'Leads');
    await user.type(screen.getByRole('textbox', { name: 'Valor 2' }), '999');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor 3' }), 'sem nome');

    expect(screen.getByText('Nome repetido: só o primeiro é salvo')).toBeInTheDocument();
    expect(saved()).toEqual({ Leads: '+250%' });
  });
});

describe('KeyValueEditor as an ordered list (a chart’s periods)', { timeout: 15_000 }, () => {
  function Periods({ initial }: { initial: KeyValueRow[] }) {
    const [rows, setRows] = useState(initial);
    return (
      <>
        <KeyValueEditor label="Períodos" keyLabel="Período" rows={rows} onChange={setRows} reorderable uniqueKeys={false} maxRows={3} />
        <output aria-label="Linhas">{rows.map((row) => `${row.key}=${row.value}`).join(';')}</output>
      </>
    );
  }
  const rows = () => screen.getByRole('status', { name: 'Linhas' }).textContent;

  it('moves rows up and down, allows repeated names and stops adding at the limit', async () => {
    const { user } = renderWithProviders(
      <Periods
        initial={[
          { key: 'jan', value: '1' },
          { key: 'fev', value: '2' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mover jan para cima' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mover jan para baixo' }));
    expect(rows()).toBe('fev=2;jan=1');
    await user.click(screen.getByRole('button', { name: 'Mover jan para cima' }));
    expect(rows()).toBe('jan=1;fev=2');

    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(screen.getByRole('textbox', { name: 'Período 3' }), 'jan');
    expect(screen.queryByText('Nome repetido: só o primeiro é salvo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    expect(screen.getByText('Limite de 3 itens atingido.')).toBeInTheDocument();
  });
});
