import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { INBOX_BULK_MESSAGES } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { lead } from './inbox.fixture';
import LeadsTab from './leads-tab';

const leads = [
  lead('Ana Lima', 'ana@exemplo.com', { updatedAt: '2026-03-10T12:00:01.000Z' }),
  lead('Bruno Souza', 'bruno@exemplo.com', { updatedAt: '2026-03-10T12:00:02.000Z' }),
  lead('Titular anonimizado', 'anonimizado@anonimizado.invalid', { anonymised_at: '2026-03-05T10:00:00.000Z' }),
];
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function serve(answer: (body: unknown) => Response) {
  const posts: unknown[] = [];
  server.use(
    http.get('*/api/leads', () => HttpResponse.json({ data: leads, meta: { pagination: { total: leads.length } } })),
    http.post('*/api/inbox-bulk/leads', async ({ request }) => {
      const body = await request.json();
      posts.push(body);
      return answer(body);
    }),
  );
  return posts;
}

async function pickAnaAndBruno(user: ReturnType<typeof setup>) {
  await user.click(await screen.findByRole('checkbox', { name: 'Selecionar: Ana Lima' }));
  await user.click(screen.getByRole('checkbox', { name: 'Selecionar: Bruno Souza' }));
  expect(within(screen.getByRole('group', { name: 'Ações em lote' })).getByRole('status')).toHaveTextContent('2 selecionados');
}

describe('Leads in bulk', { timeout: 30_000 }, () => {
  it('marks the chosen leads contacted in one request with the updatedAt each showed; an anonymised one has no checkbox', async () => {
    const posts = serve((body) => HttpResponse.json({ data: { action: 'status', changed: 2, rows: (body as { rows: unknown[] }).rows } }));
    renderWithProviders(<LeadsTab />);
    const user = setup();
    await screen.findByRole('row', { name: 'Lead Ana Lima' });
    expect(within(screen.getByRole('row', { name: 'Lead Titular anonimizado' })).queryByRole('checkbox')).not.toBeInTheDocument();
    await pickAnaAndBruno(user);
    await user.click(screen.getByRole('button', { name: 'Mudar status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contatado' }));
    expect(await screen.findByText('2 leads marcados como Contatado.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        action: 'status',
        status: 'contacted',
        rows: [
          { documentId: 'lead-Ana Lima', updatedAt: leads[0].updatedAt },
          { documentId: 'lead-Bruno Souza', updatedAt: leads[1].updatedAt },
        ],
      },
    ]);
  });

  it('shows the CMS refusal naming the row and keeps the selection', async () => {
    const message = INBOX_BULK_MESSAGES.stale('leads', 'Bruno Souza');
    serve(() => HttpResponse.json({ error: { status: 409, message } }, { status: 409 }));
    renderWithProviders(<LeadsTab />);
    const user = setup();
    await pickAnaAndBruno(user);
    await user.click(screen.getByRole('button', { name: 'Mudar status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Perdido' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar: Ana Lima' })).toBeChecked();
  });

  it('asks once, naming the count, before the LGPD erasure; cancelling sends nothing', async () => {
    const posts = serve((body) => HttpResponse.json({ data: { action: 'erase', changed: 2, rows: (body as { rows: unknown[] }).rows } }));
    renderWithProviders(<LeadsTab />);
    const user = setup();
    await pickAnaAndBruno(user);
    await user.click(screen.getByRole('button', { name: 'Anonimizar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anonimizar 2 leads?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Anonimizar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Anonimizar 2 leads?' })).getByRole('button', { name: 'Anonimizar' }));
    expect(await screen.findByText('2 leads anonimizados.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        action: 'erase',
        rows: [expect.objectContaining({ documentId: 'lead-Ana Lima' }), expect.objectContaining({ documentId: 'lead-Bruno Souza' })],
      },
    ]);
  });
});
