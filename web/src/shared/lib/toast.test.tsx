import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { useFormToasts } from './toast';

/** A form as a dialog mounts it: its buttons send it invalid, send it with success, or close it. */
function Form({ onClose }: { onClose: () => void }) {
  const toast = useFormToasts();
  return (
    <>
      <button onClick={() => toast.error('Erro de validação', 'Título é obrigatório')}>Salvar sem título</button>
      <button onClick={() => toast.error('Erro de validação', 'Slug é obrigatório')}>Salvar sem slug</button>
      <button onClick={() => toast.success('Case criado com sucesso!')}>Salvar</button>
      <button onClick={onClose}>Cancelar</button>
    </>
  );
}

function Page() {
  const [open, setOpen] = useState(true);
  return open ? <Form onClose={() => setOpen(false)} /> : <p>Lista</p>;
}

describe('useFormToasts', () => {
  it('never shows the same message twice at once', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Salvar sem título' }));
    await user.click(screen.getByRole('button', { name: 'Salvar sem título' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Título é obrigatório')).toHaveLength(1);
  });

  it("a form's new problem replaces its previous toast", async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Salvar sem título' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar sem slug' }));
    expect(await screen.findByText('Slug é obrigatório')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Título é obrigatório')).not.toBeInTheDocument());
  });

  it('closing the form takes its error toasts along', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Salvar sem título' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Lista')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Título é obrigatório')).not.toBeInTheDocument());
  });

  it('a form sent with success clears its errors and keeps the success toast', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Salvar sem título' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Case criado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Título é obrigatório')).not.toBeInTheDocument());
  });
});
