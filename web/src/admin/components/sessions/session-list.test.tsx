import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { SessionList } from './session-list';
import type { AccountSession } from '@alicerce/domain';

const session = (id: string, browser: string, os: string, ip: string, current = false): AccountSession => ({
  id,
  browser,
  os,
  ip,
  firstSeen: '2026-11-20T13:05:00.000Z',
  lastSeen: '2026-11-28T18:40:00.000Z',
  current,
});

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('SessionList', { timeout: 15_000 }, () => {
  it('lists each session (this device marked) and ends one after a confirmation; with none left, no ‘Encerrar todas as outras’', async () => {
    let sessions = [session('a', 'Chrome 131', 'Windows', '203.0.113.7', true), session('b', 'Safari 17', 'iOS', '198.51.100.4')];
    const calls: string[] = [];
    server.use(
      http.get('*/api/account/sessions', () => HttpResponse.json({ data: sessions })),
      http.delete('*/api/account/sessions/:id', ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        sessions = sessions.filter((s) => s.id !== params.id);
        return HttpResponse.json({ data: { ended: 1 } });
      }),
    );
    renderWithProviders(<SessionList owner={{ kind: 'mine' }} />);
    const user = setup();
    const list = await screen.findByRole('list', { name: 'Suas sessões' });
    const mine = within(list).getByRole('listitem', { name: 'Chrome 131 · Windows, este dispositivo' });
    expect(mine).toHaveTextContent('Este dispositivo');
    expect(mine).toHaveTextContent('Endereço: 203.0.113.7');
    expect(mine).toHaveTextContent(/Desde 20 de nov\.? de 2026, \d\d:05/);
    const phone = within(list).getByRole('listitem', { name: 'Safari 17 · iOS' });

    await user.click(within(phone).getByRole('button', { name: 'Encerrar a sessão Safari 17 · iOS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Encerrar esta sessão?' });
    expect(dialog).toHaveTextContent('198.51.100.4');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(await within(phone).findByRole('button', { name: 'Encerrar a sessão Safari 17 · iOS' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Encerrar' }));
    await waitFor(() => expect(calls).toEqual(['DELETE b']));
    expect(await screen.findByText('Sessão encerrada!')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    // Nothing else to end: no 'Encerrar todas as outras'.
    expect(screen.queryByRole('button', { name: 'Encerrar todas as outras' })).not.toBeInTheDocument();
  });

  it('another person’s sessions (an admin): none is this device, and ‘Encerrar todas’ ends them all', async () => {
    let sessions = [session('x', 'Firefox 133', 'Linux', '192.0.2.1')];
    const calls: string[] = [];
    server.use(
      http.get('*/api/team/members/7/sessions', () => HttpResponse.json({ data: sessions })),
      http.post('*/api/team/members/7/sessions/end-all', () => {
        calls.push('end-all');
        sessions = [];
        return HttpResponse.json({ data: { ended: 1 } });
      }),
    );
    renderWithProviders(<SessionList owner={{ kind: 'member', id: 7 }} whose="a conta de bia@exemplo.com" />);
    const user = setup();
    const list = await screen.findByRole('list', { name: 'Sessões de a conta de bia@exemplo.com' });
    expect(list).not.toHaveTextContent('Este dispositivo');
    await user.click(screen.getByRole('button', { name: 'Encerrar todas' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Encerrar todas as sessões?' });
    expect(dialog).toHaveTextContent('a conta de bia@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar todas' }));
    await waitFor(() => expect(calls).toEqual(['end-all']));
    expect(await screen.findByText('1 sessão encerrada!')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma sessão ativa.')).toBeInTheDocument();
  });
});
