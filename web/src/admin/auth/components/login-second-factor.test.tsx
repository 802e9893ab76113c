import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { getSession } from '@/shared/lib/session';
import { server } from '@/shared/testing/mocks/server';
import { renderWithProviders } from '@/shared/testing/render';

import { LoginForm } from './login-form';

/** The sign-in of an account with a second factor: password, then the app's code or a recovery code (issue 53). */
const tokens = { jwt: 'access-2', refreshToken: 'refresh-2', user: { id: 9, email: 'bia@exemplo.com', username: 'bia@exemplo.com' } };
const admin = { ...tokens.user, role: { id: 3, name: 'Admin', type: 'admin' } };

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<LoginForm />} />
      <Route path="/admin/dashboard" element={<h1>Painel CMS</h1>} />
    </Routes>,
    { route: '/admin/login' },
  );
}

async function passwordStep(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText(/^E-mail/), 'bia@exemplo.com');
  await user.type(screen.getByLabelText(/^Senha/), 'segredo-1');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

const wrongCode = () =>
  HttpResponse.json(
    {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Código inválido ou já usado. Confira o aplicativo autenticador e tente novamente.' },
    },
    { status: 400 },
  );

describe('LoginForm, second step', () => {
  it('asks for the code after the password, keeps no session until the code is right, then enters', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/local', () => HttpResponse.json({ mfaRequired: true, mfaTicket: 'ticket-1', expiresIn: 300 })),
      http.post('*/api/auth/second-factor', async ({ request }) => {
        const body = (await request.json()) as { code?: string };
        sent.push(body);
        return body.code === '246810' ? HttpResponse.json(tokens) : wrongCode();
      }),
      http.get('*/api/users/me', () => HttpResponse.json(admin)),
    );
    const { user } = renderLogin();
    await passwordStep(user);
    const code = await screen.findByLabelText(/^Código de verificação/);
    expect(getSession()).toBeNull();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Informe o código de 6 dígitos do aplicativo autenticador.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Código inválido ou já usado. Confira o aplicativo autenticador e tente novamente.')).toBeInTheDocument();
    expect(getSession()).toBeNull();

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Painel CMS' })).toBeInTheDocument();
    expect(getSession()?.jwt).toBe('access-2');
    // Each step also names this browser (its deviceId, for the new-browser e-mail), as the password step does.
    expect(sent).toEqual([
      { mfaTicket: 'ticket-1', code: '123456', deviceId: expect.any(String) },
      { mfaTicket: 'ticket-1', code: '246810', deviceId: expect.any(String) },
    ]);
  });

  it("takes a recovery code through 'Usar um código de recuperação'", async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/local', () => HttpResponse.json({ mfaRequired: true, mfaTicket: 'ticket-2', expiresIn: 300 })),
      http.post('*/api/auth/second-factor', async ({ request }) => ((sent = await request.json()), HttpResponse.json(tokens))),
      http.get('*/api/users/me', () => HttpResponse.json(admin)),
    );
    const { user } = renderLogin();
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Usar um código de recuperação' }));
    await user.type(screen.getByLabelText(/^Código de recuperação/), 'K7M2Q-9XH4T');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Painel CMS' })).toBeInTheDocument();
    expect(sent).toEqual({ mfaTicket: 'ticket-2', recoveryCode: 'K7M2Q-9XH4T', deviceId: expect.any(String) });
  });

  it('goes back to e-mail and password', async () => {
    server.use(http.post('*/api/auth/local', () => HttpResponse.json({ mfaRequired: true, mfaTicket: 'ticket-3', expiresIn: 300 })));
    const { user } = renderLogin();
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Voltar e entrar com outra conta' }));
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
  });
});
