import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { LAST_ADMIN_MESSAGE, type TeamMember } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { TeamTab } from './team-tab';

const member = (id: number, email: string, role: string, status: TeamMember['status'] = 'active'): TeamMember => ({
  id,
  email,
  username: email,
  role,
  status,
  createdAt: '2026-03-02T13:05:00.000Z',
});

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function serveTeam(members: TeamMember[], onPut?: (id: number, data: object) => Response | undefined) {
  const puts: Array<{ id: number; data: object }> = [];
  server.use(
    http.get('*/api/team/members', () => HttpResponse.json({ data: members })),
    http.put('*/api/team/members/:id', async ({ params, request }) => {
      const { data } = (await request.json()) as { data: object };
      puts.push({ id: Number(params.id), data });
      return onPut?.(Number(params.id), data) ?? HttpResponse.json({ data: members.find((m) => m.id === Number(params.id)) });
    }),
  );
  return puts;
}

const roleSelect = (email: string) => screen.getByRole('combobox', { name: `Papel de ${email}` });

describe('TeamTab', { timeout: 15_000 }, () => {
  it('lists accounts with role and status, promotes at once and asks before a demotion', async () => {
    const puts = serveTeam([
      member(1, 'admin@alicerce.example', 'admin'),
      member(2, 'bia@exemplo.com', 'authenticated'),
      member(3, 'caio@exemplo.com', 'editor', 'pending'),
    ]);
    renderWithProviders(<TeamTab currentUserId={1} />);
    const user = setup();
    expect(await screen.findByText('admin@alicerce.example (você)')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Conta caio@exemplo.com' })).getByText('Convite pendente')).toBeInTheDocument();
    expect(roleSelect('bia@exemplo.com')).toHaveTextContent('Sem acesso ao painel');

    await user.click(roleSelect('bia@exemplo.com'));
    await user.click(screen.getByRole('option', { name: 'Editor' }));
    await waitFor(() => expect(puts).toEqual([{ id: 2, data: { role: 'editor' } }]));
    expect(await screen.findByText('Papel alterado para Editor!')).toBeInTheDocument();

    await user.click(roleSelect('caio@exemplo.com'));
    await user.click(screen.getByRole('option', { name: 'Sem acesso ao painel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reduzir acesso?' });
    expect(puts).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Reduzir acesso' }));
    await waitFor(() => expect(puts[1]).toEqual({ id: 3, data: { role: 'authenticated' } }));
  });

  it('asks before a block, sends nothing when cancelled, and shows the server’s last-admin refusal', async () => {
    const puts = serveTeam([member(1, 'admin@alicerce.example', 'admin')], () =>
      HttpResponse.json({ data: null, error: { status: 400, name: 'ValidationError', message: LAST_ADMIN_MESSAGE } }, { status: 400 }),
    );
    // Signed in as another account (its own would have the block off): the server's refusal is what is shown.
    renderWithProviders(<TeamTab currentUserId={2} />);
    const user = setup();
    const row = await screen.findByRole('listitem', { name: 'Conta admin@alicerce.example' });
    await user.click(within(row).getByRole('button', { name: 'Bloquear' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Bloquear conta?' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(puts).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Bloquear' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Bloquear conta?' })).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText(LAST_ADMIN_MESSAGE)).toBeInTheDocument();
    expect(puts).toEqual([{ id: 1, data: { blocked: true } }]);
  });

  it('keeps the role and the block of one’s own account off, saying who changes them, and the others’ on', async () => {
    const puts = serveTeam([member(1, 'admin@alicerce.example', 'admin'), member(2, 'bia@exemplo.com', 'editor')]);
    renderWithProviders(<TeamTab currentUserId={1} />);
    const user = setup();
    const own = await screen.findByRole('listitem', { name: 'Conta admin@alicerce.example' });
    expect(roleSelect('admin@alicerce.example')).toHaveAttribute('aria-disabled', 'true');
    expect(within(own).getByRole('button', { name: 'Bloquear' })).toBeDisabled();
    expect(within(own).getByText('Seu papel e o bloqueio da sua conta são alterados por outra pessoa administradora.')).toBeInTheDocument();

    const other = screen.getByRole('listitem', { name: 'Conta bia@exemplo.com' });
    expect(roleSelect('bia@exemplo.com')).not.toHaveAttribute('aria-disabled');
    expect(within(other).queryByText(/outra pessoa administradora/)).not.toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Bloquear' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Bloquear conta?' })).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(puts).toEqual([{ id: 2, data: { blocked: true } }]));
  });

  it('invites by e-mail with the chosen role, checking the address first', async () => {
    serveTeam([]);
    const posts: object[] = [];
    server.use(
      http.post('*/api/team/invites', async ({ request }) => {
        const { data } = (await request.json()) as { data: { email: string; role: string } };
        posts.push(data);
        return HttpResponse.json({ data: member(9, data.email, data.role, 'pending') }, { status: 201 });
      }),
    );
    renderWithProviders(<TeamTab />);
    const user = setup();
    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /^E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'Dani@Exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado!')).toBeInTheDocument();
    expect(posts).toEqual([{ email: 'dani@exemplo.com', role: 'editor' }]);
  });
});
