import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import type { TrashEntry } from '../types';

import { TrashTab } from './trash-tab';

const deleted: TrashEntry = {
  id: 41,
  subject_type: 'case',
  subject_id: 'doc-aurora',
  label: 'Residencial Aurora',
  slug: 'residencial-aurora',
  version: 4,
  actor_name: 'ana.editora',
  purge_after: '2026-12-28T15:00:00.000Z',
  createdAt: '2026-11-28T15:00:00.000Z',
};

describe('Lixeira', { timeout: 20_000 }, () => {
  it('lists what was deleted, by whom and when it goes for good; Restaurar brings it back and it leaves the list', async () => {
    let inTrash = [deleted];
    const restored: number[] = [];
    server.use(
      http.get('*/api/trash', () => HttpResponse.json({ data: inTrash })),
      http.post('*/api/trash/:id/restore', ({ params }) => {
        restored.push(Number(params.id));
        inTrash = [];
        return HttpResponse.json({ data: { documentId: 'doc-aurora', version: 5 }, meta: { missingFiles: [] } });
      }),
    );
    renderWithProviders(<TrashTab />);
    const list = await screen.findByRole('list', { name: 'Itens na Lixeira' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('Residencial Aurora');
    expect(item).toHaveTextContent('Endereço reservado: residencial-aurora');
    expect(item).toHaveTextContent('Excluído por ana.editora em 28/11/2026, 12:00 · apagado de vez em 28/12/2026');
    expect(screen.getByRole('heading', { name: 'Lixeira (1)' })).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Restaurar Residencial Aurora' }));
    expect(await screen.findByText('Residencial Aurora restaurado')).toBeInTheDocument();
    expect(restored).toEqual([41]);
    await waitFor(() => expect(screen.getByText('A Lixeira está vazia.')).toBeInTheDocument());
  });

  it("a refused restore says why (the CMS's message)", async () => {
    server.use(
      http.get('*/api/trash', () => HttpResponse.json({ data: [deleted] })),
      http.post('*/api/trash/:id/restore', () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'Outro registro usa hoje o endereço (slug) deste item. Altere o endereço dele antes de restaurar.',
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<TrashTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurar Residencial Aurora' }));
    expect(
      await screen.findByText('Outro registro usa hoje o endereço (slug) deste item. Altere o endereço dele antes de restaurar.'),
    ).toBeInTheDocument();
  });
});
