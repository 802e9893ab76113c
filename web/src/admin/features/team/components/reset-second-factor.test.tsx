import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { TeamMember } from '@alicerce/domain';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { TeamTab } from './team-tab';

const member = (id: number, email: string): TeamMember => ({
  id,
  email,
  username: email,
  role: 'editor',
  status: 'active',
  createdAt: '2026-03-02T13:05:00.000Z',
});

describe("Equipe: 'Redefinir 2FA'", { timeout: 15_000 }, () => {
  it('asks first, then resets the other person’s second factor; never offered on one’s own row', async () => {
    const resets: number[] = [];
    server.use(
      http.get('*/api/team/members', () => HttpResponse.json({ data: [member(1, 'eu@exemplo.com'), member(2, 'bia@exemplo.com')] })),
      http.post(
        '*/api/team/members/:id/second-factor/reset',
        ({ params }) => (resets.push(Number(params.id)), HttpResponse.json({ data: { reset: true } })),
      ),
    );
    renderWithProviders(<TeamTab currentUserId={1} />);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const own = await screen.findByRole('listitem', { name: 'Conta eu@exemplo.com' });
    expect(within(own).queryByRole('button', { name: /Redefinir a verificação/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Redefinir a verificação em duas etapas de bia@exemplo.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir a verificação em duas etapas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Redefinir a verificação em duas etapas de bia@exemplo.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Redefinir' }));
    expect(await screen.findByText('Verificação em duas etapas redefinida!')).toBeInTheDocument();
    expect(resets).toEqual([2]);
  });
});
